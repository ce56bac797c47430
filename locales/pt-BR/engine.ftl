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
# O nome de um bot: `$name` e o que indica que é um bot.
player-bot = { $name } (bot)
# Os dois últimos itens de uma lista: "Alice, Bob e Carol".
list-and = { $init } e { $last }
# Uma lista sozinha: seus itens com `list-separator` entre eles.
list = { $items }

## Recusas: o que quem joga lê quando uma ação é recusada ({ $why } é o motivo do jogo).
refusal-not-your-turn = Não é a sua vez: { $why }
refusal-illegal = Isso não é possível agora: { $why }
refusal-malformed = Escolha desconhecida “{ $input }”
refusal-game-over = A partida acabou

## Opções recusadas (a sala de espera, /jogar): o que está errado numa chave
## ou num valor como foi digitado. `$key`, `$value`, `$item`, `$part`,
## `$form`, `$example` e os itens de `$keys`, `$words` e `$items` são o que
## a pessoa digita, já mostrado como código (ficam em inglês).
# `$count`: quantas opções o jogo tem.
refusal-option-unknown = não existe a opção { $key }; { $count ->
    [0] este jogo não tem nenhuma
   *[other] as opções são { $keys }
}
# `$expected`: uma das refusal-option-expects-* abaixo.
refusal-option-bad-value = { $key } não aceita { $value }: o valor deve ser { $expected }
# `$why`: o que está errado na lista (uma das refusal-counts-* abaixo).
refusal-option-bad-list = { $key } não aceita { $value }: { $why }; o valor deve ser { $expected }
refusal-option-malformed = { $item } deve ter a forma { $form }
# O que uma opção aceita.
refusal-option-expects-number = um número inteiro de { $min } a { $max }
refusal-option-expects-seconds = um número de segundos de { $min } a { $max }
refusal-option-expects-timer = 0 (desligado) ou um número de segundos de { $min } a { $max }
refusal-option-expects-yes-no = { $yes } ou { $no }
refusal-option-expects-one-of = um destes: { $words }
refusal-option-expects-text = qualquer texto
refusal-option-expects-voice = { $auto }, { $off } ou um canal de voz (#nome ou o ID dele)
refusal-option-expects-counts = uma lista como { $example } com os itens { $items }, no máximo { $max } no total
# O que está errado no valor de uma opção de lista (um baralho do Lobisomem).
refusal-counts-not-a-number = em { $part }, a quantidade deve ser um número inteiro
refusal-counts-unknown-item = não existe o item { $item }
refusal-counts-not-a-list = { $key } não é uma lista de itens
refusal-counts-wrong-length = { $count ->
    [one] era esperada { $count } quantidade
   *[other] eram esperadas { $count } quantidades
}
refusal-counts-too-many = { $total } itens, mais que os { $max } permitidos
# Por que uma partida não pode ser distribuída (depois de "Ainda não dá para começar:").
refusal-setup-seat-count = este jogo precisa de { $min } a { $max } jogadores, não { $got }

# One of several fields under one name: "Name (1/2)".
panel-part = { $name } ({ $part }/{ $parts })

# After a choice that keeps its number but cannot be picked now.
choice-not-now = {" — "}indisponível agora
