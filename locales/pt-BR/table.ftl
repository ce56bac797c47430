# Textos comuns da mesa (todos os jogos). Convenções: docs/design.md,
# "Text is data".

# O título de um tabuleiro depois que o anfitrião parou o jogo.
table-board-stopped = { $title } (interrompido)
# No painel de um lugar, quando bots compartilham uma decisão que a pessoa toma.
table-bots-suggest = Os bots sugerem (você decide)
table-bot-would-choose = { $bot } escolheria: { $choice }

## A sala de espera.
# A dica para iniciantes: o comando que mostra as regras de um jogo.
table-lobby-rules = Primeira vez em { $game }? <em>/regras jogo:{ $slug }</em> explica como jogar.
## O painel de opções do anfitrião.
table-options-title = Opções de { $game }
table-options-intro = Escolha um valor abaixo; a sala de espera mostra a mudança na hora.
table-options-page = Página { $page } de { $pages }
# Uma opção por extenso: "Noite: 90 s".
table-option = { $name }: { $value }
# As opções da sala numa linha: "Noite: 1 min · Revelar papéis: sim".
table-options-joined = { $left } · { $right }
table-option-auto = automático (pelo número de jogadores)
# The voice option's values (Werewolf on Discord).
table-option-voice-auto = automático
table-option-voice-channel = { $channel }
table-option-on = ligado
table-option-off = desligado
table-option-none = nenhum
table-option-seconds = { $seconds } s
table-option-minutes = { $minutes } min
table-option-minutes-seconds = { $minutes } min { $seconds } s
# Um item de uma opção de lista com sua quantidade: "Vidente ×2".
table-option-item = { $item } ×{ $count }
# Um botão de alternar: o valor que um clique define.
table-option-turn-on = { $name }: ligar
table-option-turn-off = { $name }: desligar
# Um botão que abre o formulário de uma opção de texto.
table-option-change = Alterar { $name }…
table-option-previous = ◀ Anterior
table-option-next = Próxima ▶
