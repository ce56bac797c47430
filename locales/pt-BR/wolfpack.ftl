# Wolfpack. Convenções (docs/design.md, "Text is data"): um argumento de
# jogador vale `you` para quem lê, então as mensagens selecionam nele;
# <em>…</em> é ênfase.

wolfpack-title = Wolfpack
# Cores das matilhas por lugar (femininas: "matilha Branca").
wolfpack-colour = { $colour ->
    [0] Cinza
    [1] Branca
    [2] Preta
    [3] Vermelha
   *[4] Marrom
}
wolfpack-none = nenhuma
wolfpack-no-wolves = nenhum

## Cartas.
wolfpack-card-sheep = uma ovelha
wolfpack-card-wolf = um lobo da matilha { $colour }
wolfpack-snatch-sheep = Capturar ovelhas
wolfpack-snatch-wolf = Capturar lobos
wolfpack-steal = Roubar uma carta
wolfpack-swap = Trocar cartas
# A carta numa frase, para nenhum nome aparecer duas vezes.
wolfpack-action-card = uma carta de ação ({ $card })
# Uma entrada de contagem por cor: "Branca ×2".
wolfpack-colour-count = { $colour } ×{ $count }

## O tabuleiro.
wolfpack-status-opening = <em>Abertura</em>: { $player ->
    [you] sua vez de pegar
   *[other] { $player } pega
} a carta inicial { $pick } de 3.
wolfpack-status-to-move = { $player ->
    [you] <em>Sua vez</em> (matilha { $colour }).
   *[other] Vez de <em>{ $player }</em> (matilha { $colour }).
}
wolfpack-status-over = <em>{ $end }</em>
wolfpack-piles = Montes: { $sizes } ({ $left ->
    [one] { $left } carta de jogo restante
   *[other] { $left } cartas de jogo restantes
}) · Baralho de ações: { $deck } · descarte: { $discard }
wolfpack-last-move = Última jogada
wolfpack-seat = { $player ->
    [you] Você
   *[other] { $player }
} · { $colour }
wolfpack-seat-moving = { $player ->
    [you] Você
   *[other] { $player }
} · { $colour } ◀
wolfpack-seat-out = { $player ->
    [you] Você
   *[other] { $player }
} · { $colour } (fora de jogo)
# Uma linha por lugar, para o tabuleiro de cinco lugares ficar compacto.
wolfpack-seat-summary = Mão: { $playing } de jogo · { $actions } de ação · Pilha de pontos: ovelhas { $sheep } · lobos: { $wolves } · Pontos na pilha: { $points }
wolfpack-earlier-moves = Jogadas anteriores
wolfpack-final-scores = Placar final
wolfpack-hands-at-end = Mãos no final
wolfpack-score-line = { $player ->
    [you] Você
   *[other] { $player }
}: ovelhas { $sheep } + lobos { $wolves } + das mãos { $hands } = <em>{ $total }</em>{ $won ->
    [1] {" "}🏆
   *[0] {""}
}
wolfpack-hand-award = { $player ->
    [you] Sua mão
   *[other] { $player }
}: ovelhas { $sheep }, lobos: { $wolves } → { $result }
wolfpack-award-no-sheep = nenhuma ovelha para dividir
wolfpack-award-no-wolves = sem lobos, então as ovelhas dela não contam
wolfpack-award-one = { $each ->
    [one] { $each } ovelha
   *[other] { $each } ovelhas
} para { $player ->
    [you] você
   *[other] { $player }
}
wolfpack-award-tie = empate: { $each } para cada um entre { $players }, { $lost } sem contar
wolfpack-own-hand = { $player ->
    [you] Sua mão
   *[other] Mão de { $player }
} (matilha { $colour })
wolfpack-hand-herd = Ovelhas: { $sheep } · lobos: { $wolves } (próprios { $own } · hostis { $hostile })
wolfpack-hand-actions = Cartas de ação ({ $held }/{ $limit }): { $cards }
wolfpack-hand-fresh = { $card } (jogável na próxima vez)
wolfpack-hand-just-drawn = Recém-comprada: { $card }
wolfpack-hand-out = Você está fora de jogo; sua mão ainda pontua no final.
wolfpack-hand-snatch-works = Capturar ovelhas levaria agora { $sheep ->
    [0] nada: você não tem ovelhas
    [one] sua ovelha
   *[other] suas { $sheep } ovelhas
}.
wolfpack-hand-snatch-fails = Capturar ovelhas falharia agora: você precisa de mais lobos seus do que hostis.
wolfpack-footer = Pilhas de pontos: ovelha vale 1 ponto, lobo hostil vale 3. No final, as ovelhas de cada mão vão para a cor com mais lobos nela.

## O que se pergunta a quem joga, e as escolhas.
wolfpack-ask-opening = Abertura: pegue a carta de jogo { $pick } de { $of } de um monte à sua escolha
wolfpack-ask-turn = Sua vez: pegue uma carta de jogo, pegue uma carta de ação, jogue uma carta de ação ou descarte duas
wolfpack-ask-drawn-must-play = Você comprou { $card }. Você já tem duas cartas de ação, então precisa jogá-la agora
wolfpack-ask-drawn = Você comprou { $card }: fique com ela ou jogue-a agora
wolfpack-ask-steal-from = Roubar uma carta: o que você pega de { $player ->
    [you] você
   *[other] { $player }
}?
wolfpack-ask-steal = Roubar uma carta
wolfpack-ask-swap = Trocar cartas: para que lado as mãos passam?
wolfpack-choice-pile = Monte { $pile }
wolfpack-choice-pile-hint = { $left ->
    [0] nenhuma carta
    [one] resta { $left } carta
   *[other] restam { $left } cartas
}
wolfpack-choice-draw = Pegar uma carta de ação
wolfpack-choice-draw-hint = fique com ela ou jogue-a na hora
wolfpack-choice-draw-hint-full = você já tem duas: precisa jogá-la na hora
wolfpack-choice-play = Jogar { $card }
wolfpack-choice-play-now = Jogar { $card } agora
wolfpack-choice-keep = Ficar com { $card }
wolfpack-choice-discard2 = Descartar as duas cartas de ação e pegar uma
wolfpack-choice-discard2-hint = a carta nova pode ser jogada a partir da sua próxima vez
wolfpack-choice-steal-playing = Uma carta de jogo de { $player ->
    [you] você
   *[other] { $player }
}
wolfpack-choice-steal-action = Uma carta de ação de { $player ->
    [you] você
   *[other] { $player }
}
wolfpack-choice-steal-playing-hint = sorteada entre { $held ->
    [one] { $held } carta de jogo
   *[other] { $held } cartas de jogo
}
wolfpack-choice-steal-action-hint = sorteada entre { $held ->
    [one] { $held } carta de ação
   *[other] { $held } cartas de ação
}
wolfpack-choice-back = Voltar
wolfpack-choice-left = Passar para a esquerda
wolfpack-choice-right = Passar para a direita
wolfpack-choice-pass-hint = sua mão vai para { $to ->
    [you] você
   *[other] { $to }
}, você recebe { $from ->
    [you] a sua própria
   *[other] a de { $from }
}
wolfpack-hint-snatch-sheep = { $sheep ->
    [0] não captura nenhuma ovelha (você não tem)
    [one] captura sua ovelha
   *[other] captura suas { $sheep } ovelhas
}: { $own } { $own ->
    [one] lobo seu
   *[other] lobos seus
} contra { $hostile } { $hostile ->
    [one] hostil
   *[other] hostis
}
wolfpack-hint-snatch-sheep-fails = falharia: { $own } { $own ->
    [one] lobo seu
   *[other] lobos seus
} contra { $hostile } { $hostile ->
    [one] hostil
   *[other] hostis
}
wolfpack-hint-snatch-wolf = { $hostile ->
    [0] não captura nada: você não tem nenhum lobo hostil
    [one] captura seu lobo hostil (3 pontos)
   *[other] captura seus { $hostile } lobos hostis (3 pontos cada)
}
wolfpack-hint-steal = pegue uma carta aleatória de cada outro jogador
wolfpack-hint-swap = cada mão passa para o jogador seguinte

## O que acontece.
wolfpack-first-player = O sorteio escolheu { $player ->
    [you] você
   *[other] { $player }
} para começar. Abertura: cada jogador pega { $cards } cartas de jogo.
wolfpack-takes-opening-card = { $player ->
    [you] Você pega
   *[other] { $player } pega
} uma carta inicial do monte { $pile }.
wolfpack-takes-playing-card = { $player ->
    [you] Você pega
   *[other] { $player } pega
} uma carta de jogo do monte { $pile }.
wolfpack-took-card = { $player ->
    [you] Você pegou
   *[other] { $player } pegou
} { $card } do monte { $pile }.
wolfpack-opening-done = A abertura terminou: { $player ->
    [you] você começa.
   *[other] { $player } começa.
}
wolfpack-takes-action-card = { $player ->
    [you] Você pega
   *[other] { $player } pega
} uma carta de ação.
wolfpack-drew = { $player ->
    [you] Você comprou
   *[other] { $player } comprou
} { $card }.
wolfpack-discards-two = { $player ->
    [you] Você descarta
   *[other] { $player } descarta
} duas cartas de ação viradas para baixo e pega uma nova (jogável na próxima vez).
wolfpack-took-fresh = { $player ->
    [you] Você pegou
   *[other] { $player } pegou
} { $card }, jogável a partir da próxima vez.
wolfpack-keeps = { $player ->
    [you] Você fica
   *[other] { $player } fica
} com a carta de ação.
wolfpack-reshuffle = O baralho de ações acabou: as { $cards } cartas descartadas são embaralhadas num novo baralho.
wolfpack-begin-steal = Roubar uma carta: escolha o que pegar de cada jogador.
wolfpack-begin-swap = Trocar cartas: escolha a direção.
wolfpack-back = Voltar: escolha de novo.
wolfpack-snatch-sheep-works = { $player ->
    [you] Você joga
   *[other] { $player } joga
} Capturar ovelhas com { $own } { $own ->
    [one] lobo
   *[other] lobos
} da matilha { $colour } contra { $hostile } { $hostile ->
    [one] hostil
   *[other] hostis
} e captura { $sheep } { $sheep ->
    [one] ovelha
   *[other] ovelhas
} (+{ $sheep }).
wolfpack-snatch-sheep-fails = { $player ->
    [you] Você joga
   *[other] { $player } joga
} Capturar ovelhas, mas a captura falha: a carta é gasta sem efeito.
wolfpack-snatch-wolf-plays = { $player ->
    [you] Você joga
   *[other] { $player } joga
} Capturar lobos e captura { $count } { $count ->
    [one] lobo
   *[other] lobos
} ({ $colours }, +{ $points }).
wolfpack-pack-wiped-out = Os dez lobos da matilha { $colour } foram capturados: { $player ->
    [you] você está fora de jogo, mas sua mão ainda pontua no final.
   *[other] { $player } está fora de jogo, mas a mão ainda pontua no final.
}
wolfpack-stole = { $thief ->
    [you] Você roubou
   *[other] { $thief } roubou
} { $card } de { $victim ->
    [you] você
   *[other] { $victim }
}.
wolfpack-steal-nothing = { $player ->
    [you] Você joga
   *[other] { $player } joga
} Roubar uma carta, mas ninguém tem carta para ser pega.
wolfpack-steal-takes = { $player ->
    [you] Você joga
   *[other] { $player } joga
} Roubar uma carta e pega { $taken }.
wolfpack-taken-playing = uma carta de jogo de { $player ->
    [you] você
   *[other] { $player }
}
wolfpack-taken-action = uma carta de ação de { $player ->
    [you] você
   *[other] { $player }
}
wolfpack-swap-left = { $player ->
    [you] Você joga
   *[other] { $player } joga
} Trocar cartas: todas as mãos em jogo passam para a esquerda (cada uma para o jogador seguinte).
wolfpack-swap-right = { $player ->
    [you] Você joga
   *[other] { $player } joga
} Trocar cartas: todas as mãos em jogo passam para a direita (cada uma para o jogador anterior).
wolfpack-received-hand = { $player ->
    [you] Você recebeu
   *[other] { $player } recebeu
} { $giver ->
    [you] a sua mão
   *[other] a mão de { $giver }
}: ovelhas { $sheep }, lobos { $wolves }, cartas de ação { $actions }.
wolfpack-discards-over-limit = { $player ->
    [you] Você tem
   *[other] { $player } tem
} mais de duas cartas de ação e descarta { $count } ao acaso.
wolfpack-discarded-cards = { $player ->
    [you] Você tinha
   *[other] { $player } tinha
} mais de duas cartas de ação e descartou ao acaso: { $cards }.

## O fim.
wolfpack-game-over = { $end } { $winners }
wolfpack-end-piles-empty = Fim de jogo: a última carta de jogo foi pega.
wolfpack-end-all-wolves = Fim de jogo: { $player ->
    [you] você capturou
   *[other] { $player } capturou
} todos os lobos adversários.
wolfpack-end-last-in-play = Fim de jogo: todas as outras matilhas foram capturadas; só { $player ->
    [you] você continua
   *[other] { $player } continua
} em jogo.
wolfpack-wins = { $player ->
    [you] Você vence
   *[other] { $player } vence
} com { $points } pontos.
wolfpack-share-win = { $players } dividem a vitória com { $points } pontos.
wolfpack-nobody-wins = Ninguém vence.

## Recusas (o motor põe "Isso não é possível agora: " ou "Não é a sua vez: " antes delas).
wolfpack-refuse-then = { $reason }; { $then }
wolfpack-refuse-no-seat = não há lugar { $seat } nesta mesa
wolfpack-refuse-actor = Wolfpack não tem cronômetros nem ações do anfitrião; { $actor } não pode agir
wolfpack-refuse-whose-turn = { $player ->
    [you] é a sua vez
   *[other] é a vez de { $player }
}
wolfpack-refuse-out-of-play = você está fora de jogo: seus dez lobos foram capturados (sua mão ainda pontua no final)
wolfpack-refuse-fresh = { $card }, que você pegou ao descartar duas, só pode ser jogada a partir da sua próxima vez
wolfpack-refuse-allowed-now = permitido agora: { $choices }
wolfpack-refuse-opening = na abertura cada jogador pega { $cards } cartas de jogo: escolha um monte (pile1 a pile{ $piles })
wolfpack-refuse-drawn = você comprou { $card }: fique com ela (keep) ou jogue-a agora (playnew)
wolfpack-refuse-no-pile = existem os montes 1 a { $piles }; montes com cartas: { $open }
wolfpack-refuse-empty-pile = o monte { $pile } está vazio; pegue de um monte que ainda tenha cartas: { $open }
wolfpack-refuse-not-held = você não tem { $card }
wolfpack-refuse-discard-needs-two = para descartar você precisa de duas cartas de ação e você tem { $held }
wolfpack-refuse-keep-over-limit = você já tem duas cartas de ação, o máximo permitido, então { $card }, que você comprou, precisa ser jogada agora (playnew)
wolfpack-refuse-nothing-to-steal = não sobrou nada para roubar; volte
wolfpack-refuse-steal-from-self = você não pode roubar de si mesmo
wolfpack-refuse-steal-out-of-play = { $victim ->
    [you] você está fora de jogo e não pode ser roubado
   *[other] { $victim } está fora de jogo e não pode ser roubado
}; escolha o que pegar de { $target ->
    [you] você
   *[other] { $target }
}
wolfpack-refuse-steal-other-first = escolha agora o que pegar de { $target ->
    [you] você
   *[other] { $target }
} (card{ $seat } ou action{ $seat }), ou volte
wolfpack-refuse-holds-no-playing = { $player ->
    [you] você não tem
   *[other] { $player } não tem
} nenhuma carta de jogo
wolfpack-refuse-holds-no-action = { $player ->
    [you] você não tem
   *[other] { $player } não tem
} nenhuma carta de ação
wolfpack-refuse-steal-over-limit = uma carta de ação deixaria você com mais de duas cartas de ação; pegue uma carta de jogo
wolfpack-refuse-stealing = você está jogando Roubar uma carta: escolha card{ $seat } ou action{ $seat } (o que pegar de { $target ->
    [you] você
   *[other] { $target }
}), ou back
wolfpack-refuse-stealing-done = você está jogando Roubar uma carta: volte
wolfpack-refuse-swapping = você está jogando Trocar cartas: escolha left, right ou back

## A linha de um lugar na revelação final.
wolfpack-reveal-points = { $points ->
    [0] 0 pontos
    [one] { $points } ponto
   *[other] { $points } pontos
}{ $winner ->
    [1] {" "}🏆
   *[0] {""}
}
