# Textos comuns do motor. Convenções (docs/design.md, "Text is data"):
# um argumento de jogador vale `you` para quem lê, então selecione nele:
#   { $player -> [you] Você joga *[other] { $player } joga }
# <em>…</em> marca ênfase; nunca escreva markdown aqui.

# Entre os itens de um argumento de lista.
list-separator = {", "}

## Usado pelos testes de renderização do motor.
test-player-plays = { $player ->
    [you] Você joga.
   *[other] <em>{ $player }</em> joga.
}
test-count = { $n } { $n ->
    [0] cartas
    [one] carta
   *[other] cartas
}: { $items }

# Um jogador sozinho (item de lista): "você" para quem lê, senão o nome.
player-name = { $player ->
    [you] você
   *[other] { $player }
}
# Os dois últimos itens de uma lista: "Alice, Bob e Carol".
list-and = { $init } e { $last }
# Uma lista sozinha: seus itens com `list-separator` entre eles.
list = { $items }

## Recusas: o que quem joga lê quando uma ação é recusada ({ $why } é o motivo do jogo).
refusal-not-your-turn = Não é a sua vez: { $why }
refusal-illegal = Isso não é possível agora: { $why }
refusal-malformed = Escolha desconhecida “{ $input }”
refusal-game-over = A partida acabou

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}indisponível agora
