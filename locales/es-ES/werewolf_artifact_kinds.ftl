# Las letras tras el nombre de un artefacto (su tipo: un solo uso,
# permanente una vez revelado, una gema de un solo uso), explicadas en la
# leyenda de la página de reglas (werewolf-story-rules-artifact-kinds).
ww-artifact-kind-once = 1
ww-artifact-kind-always = P
ww-artifact-kind-once-gem = 1 G
