# As letras depois do nome de um artefato (seu tipo: uso único,
# permanente depois de revelado, uma gema de uso único), explicadas na
# legenda da página de regras (werewolf-story-rules-artifact-kinds).
ww-artifact-kind-once = 1
ww-artifact-kind-always = P
ww-artifact-kind-once-gem = 1 G
