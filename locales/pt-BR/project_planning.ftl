# Arctic Wolf Project Planning. Convenções (docs/design.md, "Text is data"):
# um argumento de jogador vale `you` para quem lê, então as mensagens
# selecionam nele; <em>…</em> é ênfase. Uma lista de jogadores ({ $players })
# lê "você" no meio da frase, então essas mensagens nunca começam com ela.

pp-title = Arctic Wolf Project Planning
pp-none = nenhuma
pp-tokens = { $count ->
    [0] 0 fichas
    [one] { $count } ficha
   *[other] { $count } fichas
}
pp-clockwise = sentido horário
pp-counterclockwise = sentido anti-horário
# Várias frases de um evento, uma depois da outra.
# Duas frases de um evento, uma depois da outra.
pp-sentences = { $first } { $second }
pp-clauses = { $first }; { $second }
pp-then = { $first }, depois { $second }

## Cartas do baralho W, por valor (cada valor é um tipo de carta).
pp-card-name = { $value ->
    [8] VP de P&D
    [7] CFO
    [6] Arquiteto-Chefe
    [5] Gerente de Produto
    [4] CSE
    [3] Líder de Equipe de P&D
    [2] Analista de TI
    [1] Desenvolvedor
   *[0] O Cérebro
}
# Como todo painel e evento nomeia uma carta: "Desenvolvedor (1)".
pp-card-label = { $name } ({ $value })
# A referência do baralho sob o tabuleiro: "8 VP de P&D ×1 · 7 CFO ×1 · …".
pp-reference = { $entries }
pp-reference-entry = { $value } { $name } ×{ $count }
pp-card-text = { $value ->
    [8] Diga um valor: todo jogador na rodada que o tiver está fora, inclusive você.
    [7] Se o total do seu descarte (contando esta carta) for estritamente o maior, ganhe uma ficha de projeto.
    [6] Troque de mão com outro jogador.
    [5] Inverta o sentido do jogo.
    [4] Aposte em ímpar ou par e compare mãos com outro jogador: acertou, ele está fora; errou, você está fora.
    [3] A carta na mão de outro jogador é resolvida como se você a jogasse; ele a descarta e compra outra.
    [2] Olhe as duas cartas do topo do baralho e devolva-as na ordem que quiser.
    [1] Escolha outro jogador e diga um valor diferente de 1: se ele o tiver, está fora.
   *[0] Sem efeito ao ser jogada. Na sua mão: um Desenvolvedor apontado para você elimina quem o jogou; depois descarte O Cérebro e compre.
}
# A carta de outro jogador sendo resolvida: "a carta CSE (4) de Fenris".
pp-lent-card = { $lender ->
    [you] sua carta { $card }
   *[other] a carta { $card } de { $lender }
}

## O tabuleiro.
pp-heading = { $label } · Rodada { $round }
pp-seat-heading = { $heading } · { $player ->
    [you] Você
   *[other] { $player }
}
pp-status = Rodada { $round } · vence quem chegar a { $goal } fichas · baralho { $deck } (+{ $face-down } { $face-down ->
    [one] virada
   *[other] viradas
} para baixo) · { $direction } · { $turn }
pp-turn-over = encerrada
pp-turn-between-rounds = entre rodadas
pp-turn-to-play = { $player ->
    [you] sua vez
   *[other] vez de { $player }
}
pp-turn-arranging = { $player ->
    [you] você devolve
   *[other] { $player } devolve
} as duas cartas do topo (Analista de TI)
pp-turn-resolving-lent = { $player ->
    [you] você resolve
   *[other] { $player } resolve
} { $lender ->
    [you] sua carta { $card }
   *[other] a carta { $card } de { $lender }
}
pp-board-won = 🏆 Vitória de <em>{ $players }</em>.
pp-board-sudden-death = <em>Morte súbita</em>: só { $players } jogam; a primeira ficha de projeto vence.
pp-board-face-up = Separadas viradas para cima: { $cards }
pp-player-heading = { $player ->
    [you] Você
   *[other] { $player }
} · { $tokens }
pp-state-to-play = ▶ joga agora
pp-state-in = na rodada
pp-state-out = fora da rodada
pp-state-sitting-out = de fora (morte súbita)
pp-player-state = { $state } · descartes (total { $total }): { $discards }
pp-recent = Recentes
pp-footer = Baralho W{ $copies ->
    [one] {""}
   *[other] {" "}×{ $copies }
}: { $reference }
pp-your-hand = Sua mão
pp-hand-match-over = A partida acabou.
pp-hand-sitting-out = Você fica de fora desta rodada (morte súbita).
pp-hand-out = Você está fora desta rodada.
pp-hand-waiting-to-draw = Sem carta: você compra assim que a carta emprestada for resolvida.
pp-what-you-know = O que você sabe
pp-know-holds = { $player ->
    [you] Você tem
   *[other] { $player } tem
} { $cards }
pp-know-top = Topo do baralho: { $cards }

## A história no final.
pp-story = A história
pp-history-round = Rodada { $round }: { $text }
pp-story-tokens = Fichas: { $table }
pp-story-tokens-entry = { $player ->
    [you] Você
   *[other] { $player }
} { $tokens }{ $won ->
    [1] {" "}🏆
   *[0] {""}
}

## Perguntas e escolhas.
pp-prompt-in-match = { $label } · { $prompt }
pp-prompt-choose-card = Rodada { $round }, sua vez: jogue uma das suas duas cartas.
pp-prompt-choose-target = { $play }: escolha outro jogador.
pp-prompt-guess-value = { $play } contra { $target ->
    [you] você
   *[other] { $target }
}: diga um valor diferente de 1.
pp-prompt-knock-out-value = { $play }: diga um valor. Todos na rodada que o tiverem estão fora, inclusive você.
pp-prompt-call-parity = { $play } contra { $target ->
    [you] você
   *[other] { $target }
}: aposte em ímpar ou par.
pp-prompt-arrange = Analista de TI (2): a carta do topo é { $top }, a seguinte é { $next }. Em que ordem devolvê-las?
pp-choice-play = Jogar { $card }
pp-choice-back = Voltar
pp-choice-odd = Ímpar
pp-choice-even = Par
pp-choice-keep = Manter: { $card } no topo
pp-choice-swap = Trocar: { $card } no topo
pp-hint-no-target = Ninguém pode ser escolhido: não teria efeito.
pp-hint-known = Você sabe que a mão é { $card }
pp-hint-you-hold-it = Você tem uma: também ficaria fora
pp-hint-odd = 7, 5, 3, 1
pp-hint-even = 8, 6, 4, 2, 0

## O que acontece.
pp-round-begins = A rodada { $round } começa: { $player ->
    [you] você começa
   *[other] { $player } começa
} ({ $why }).
pp-round-face-up = Separadas viradas para cima: { $cards }.
pp-first-at-random = por sorteio
pp-first-won-last-round = venceu a última rodada
pp-first-at-random-among-winners = sorteio entre os vencedores empatados
pp-you-are-dealt = Rodada { $round }: você recebe { $card }.
pp-your-turn-draw = Sua vez: você compra { $card } (e também tem { $other }).
pp-you-draw = Você compra { $card }.
pp-draws = { $player ->
    [you] Você compra
   *[other] { $player } compra
} uma carta nova.
pp-you-take-face-down = Você pega a carta virada para baixo: { $card }.
pp-takes-face-down = O baralho está vazio: { $player ->
    [you] você pega
   *[other] { $player } pega
} a carta virada para baixo.
pp-nothing-to-draw = Não há mais nada para comprar: { $player ->
    [you] você está
   *[other] { $player } está
} fora da rodada.
pp-out = { $player ->
    [you] você está
   *[other] { $player } está
} fora
pp-out-discarding = { $player ->
    [you] você está fora (descarta
   *[other] { $player } está fora (descarta
} { $cards })
pp-plays = { $player ->
    [you] Você joga
   *[other] { $player } joga
} { $card }
pp-resolves = { $player ->
    [you] Você resolve
   *[other] { $player } resolve
} { $lender ->
    [you] sua carta { $card }
   *[other] a carta { $card } de { $lender }
}
pp-play-on = { $play } contra { $target ->
    [you] você
   *[other] { $target }
}
pp-effect-no-target = { $play }: ninguém pode ser escolhido, então não tem efeito.
pp-effect-knock-out-none = { $play }, dizendo { $value }: ninguém tem essa carta.
pp-effect-knock-out = { $play }, dizendo { $value }: { $gone }.
pp-effect-funded = { $play }: o total de descarte { $total } é o maior, então { $player ->
    [you] você ganha
   *[other] { $player } ganha
} uma ficha de projeto ({ $tokens }/{ $goal }).
pp-effect-not-funded = { $play }: o total de descarte { $total } não passa de { $best }, então não há ficha.
pp-effect-trade = { $play }: as mãos são trocadas.
pp-you-trade = Você dá { $gave } para { $player } e recebe { $got }.
pp-traded-with-you = { $player } pega sua carta { $took } e te dá { $gave }.
pp-effect-reverse = { $play }: o jogo agora segue em { $direction }.
pp-compare = Comparação do CSE: { $player ->
    [you] você tem
   *[other] { $player } tem
} { $card }, { $target ->
    [you] você tem
   *[other] { $target } tem
} { $target-card }.
pp-effect-compare = { $play }: { $gone }.
pp-effect-lead = { $play }: { $target ->
    [you] você revela
   *[other] { $target } revela
} { $card }, que { $player ->
    [you] você resolve como se a tivesse jogado.
   *[other] { $player } resolve como se a tivesse jogado.
}
pp-effect-look-empty = { $play }: o baralho está vazio, então não tem efeito.
pp-you-see-last = A última carta do baralho é { $card }.
pp-effect-look-last = { $play }: { $player ->
    [you] você olha
   *[other] { $player } olha
} a última carta do baralho.
pp-you-see-top-two = A carta do topo é { $top }, a seguinte é { $next }.
pp-effect-look-top-two = { $play }: { $player ->
    [you] você olha
   *[other] { $player } olha
} as duas cartas do topo.
pp-effect-guess-reflected = { $play }, dizendo { $value }: { $target ->
    [you] você tem
   *[other] { $target } tem
} { $card }, então { $gone } no lugar. { $target ->
    [you] Você descarta
   *[other] { $target } descarta
} { $card } e compra uma carta nova.
pp-effect-guess-right = { $play }, dizendo { $value }: { $gone }.
pp-effect-guess-wrong = { $play }, dizendo { $value }: { $target ->
    [you] você não tem
   *[other] { $target } não tem
} essa carta.
pp-effect-brain = { $play }: não tem efeito ao ser jogada.
pp-time-up = { $player ->
    [you] Seu tempo acabou: o bot joga a sua vez.
   *[other] O tempo de { $player } acabou: o bot joga no lugar.
}

## O fim de uma rodada e da partida.
pp-showdown = O baralho está vazio: hora de mostrar as mãos. { $hands }.
pp-showdown-holds = { $player ->
    [you] você tem
   *[other] { $player } tem
} { $card }
pp-showdown-tie-broken = Empate em { $value } entre { $players }; { $player ->
    [you] você tem
   *[other] { $player } tem
} o maior total de descarte ({ $total }).
pp-showdown-tie = Empate em { $value } entre { $players }, e também no total de descarte ({ $total }).
pp-round-no-one-left = Não sobrou ninguém na rodada.
pp-round-last-player = Só { $player ->
    [you] você continua
   *[other] { $player } continua
} na rodada.
pp-round-no-winner = Ninguém vence a rodada.
pp-round-winner = { $player ->
    [you] Você vence
   *[other] { $player } vence
} a rodada { $round } e ganha uma ficha de projeto ({ $tokens }/{ $goal }).
pp-round-winners = { $players } vencem a rodada { $round } e cada um ganha uma ficha de projeto.
pp-round-face-down = A carta virada para baixo era { $card }.
pp-sudden-death = { $players } estão empatados com { $tokens } fichas de projeto: morte súbita! Só eles continuam; o primeiro a ganhar uma ficha de projeto vence.
pp-sudden-death-continues = A morte súbita continua entre { $players }.
pp-match-won-one = { $player ->
    [you] Você vence
   *[other] { $player } vence
} com { $tokens } fichas de projeto!
pp-match-won-shared = { $players } dividem a vitória com { $tokens } fichas de projeto cada!
## Torneio.
pp-tournament-title = { $title } · Torneio
pp-tournament-intro = { $players } jogadores em { $groups } grupos jogando ao mesmo tempo; os vencedores dos grupos se enfrentam na final.
pp-group-heading = { $label } · vence quem chegar a { $goal }{ $finished ->
    [1] {" "}· encerrado
   *[0] {""}
}
pp-group-line = { $player ->
    [you] Você
   *[other] { $player }
} · { $tokens } · { $state }
pp-group-winner = 🏆 vencedor
pp-group-in = em jogo
pp-group-out = fora
pp-group-sitting-out = de fora
pp-group-progress = Rodada { $round }, baralho { $deck }
pp-group-stage = Fase de grupos: { $done } de { $groups } grupos encerrados.
pp-final-status = <em>Final</em> · { $status }
pp-final-player = Final · { $player ->
    [you] Você
   *[other] { $player }
}
pp-recent-final = Recentes (final)
pp-you-won-group-waiting = Você venceu seu grupo; a final começa quando todos os grupos terminarem.
pp-you-won-group = Você venceu seu grupo e joga a final.
pp-you-are-out-of-tournament = Você está fora do torneio; os outros continuam jogando.
pp-tournament = Torneio
pp-tournament-won-by = { $label }: vitória de { $player ->
    [you] você
   *[other] { $player }
}
pp-tournament-round = { $label }: rodada { $round }
pp-tournament-won-one = 🏆 { $player ->
    [you] Você vence
   *[other] { $player } vence
} o torneio!
pp-tournament-won-shared = 🏆 { $players } dividem a vitória no torneio!
## Recusas (o motivo depois de "Isso não é possível agora:").
pp-refuse-turn-of = { $player ->
    [you] é a sua vez
   *[other] é a vez de { $player }
}
pp-refuse-not-held = você não tem { $card }; você tem { $held }
pp-refuse-value = não dá para dizer { $value } aqui; diga um destes: { $allowed }
pp-refuse-not-now = { $prompt } Permitido: { $allowed }.
pp-refuse-no-such-seat = o lugar { $seat } não está jogando nesta mesa; escolha { $allowed }
pp-refuse-target = { $why }; escolha { $allowed }
pp-refuse-target-self = você precisa escolher outro jogador
pp-refuse-target-out = { $player ->
    [you] você está
   *[other] { $player } está
} fora da rodada
pp-refuse-target-sitting-out = { $player ->
    [you] você não está
   *[other] { $player } não está
} jogando nesta rodada
pp-refuse-target-no-card = { $player ->
    [you] você não tem
   *[other] { $player } não tem
} carta na mão agora
pp-refuse-no-such-seat-here = o lugar { $seat } não está nesta mesa
pp-refuse-no-timer = não há cronômetro de vez rodando neste jogo
pp-refuse-stale-timer = este cronômetro expirou: a vez para a qual ele foi marcado já acabou
pp-refuse-host = o anfitrião não tem jogadas em Project Planning
pp-waiting-turn = { $player ->
    [you] é a sua vez
   *[other] é a vez de { $player }
}
pp-waiting-turn-in = { $player ->
    [you] é a sua vez
   *[other] é a vez de { $player }
} em { $label }
pp-waiting-final-over = a final acabou
pp-waiting-group-won = seu grupo terminou; a final começa quando todos os grupos terminarem
pp-waiting-out-of-tournament = você está fora do torneio; os outros continuam jogando

## As duas cartas do Analista de TI voltam; os anúncios do torneio e o
## resultado (dito de cada jogador pelo nome: o resumo do jogo).
pp-puts-back = { $player ->
    [you] Você devolve
   *[other] { $player } devolve
} as duas cartas ao baralho.
pp-event-in-match = { $label }: { $event }
pp-tournament-start = Torneio de { $players } jogadores. { $groups }. Os vencedores dos grupos se enfrentam na final.
pp-tournament-group = { $label }: { $players }
pp-final-start = Todos os grupos têm um vencedor. A final: { $players }; quem chegar primeiro a { $goal } fichas de projeto vence o torneio.
pp-project-tokens = { $tokens ->
    [0] 0 fichas de projeto
    [one] { $tokens } ficha de projeto
   *[other] { $tokens } fichas de projeto
}
pp-outcome-wins = { $player ->
    [you] Você vence
   *[other] { $player } vence
} com { $tokens }{ $sudden-death ->
    [1] {" "}após a morte súbita
   *[0] {""}
}
pp-outcome-share = { $players } dividem a vitória com { $tokens } cada
pp-outcome-tournament-wins = { $player ->
    [you] Você vence
   *[other] { $player } vence
} o torneio, levando a final com { $tokens }
pp-outcome-tournament-share = { $players } dividem a vitória do torneio com { $tokens } cada na final
pp-reveal-tokens = { $tokens }{ $winner ->
    [1] {" "}🏆 vencedor
   *[0] {""}
}
