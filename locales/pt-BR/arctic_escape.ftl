# Arctic Escape. Convenções (docs/design.md, "Text is data"): um argumento de
# jogador vale `you` para quem lê, então as mensagens selecionam nele;
# <em>…</em> é ênfase. `$players` é uma lista de jogadores ("Ada e você"); uma
# mensagem que começa com ela recebe a forma de sujeito, "Você e Bo"
# (arctic-subject). Como o verbo não concorda com uma lista de tamanho
# desconhecido, essas mensagens usam rótulo com dois-pontos ou frase nominal.

arctic-title = Arctic Escape
arctic-subject = { $first ->
    [you] Você
   *[other] { $first }
}{ $more ->
    [0] {""}
    [1] {" "}e { $rest }
   *[other] , { $rest }
}

## Nomes das coisas, selecionados por número.
arctic-terrain = { $terrain ->
    [0] gelo
    [1] gelo fino
    [2] neve
    [3] montanha
    [4] água
    [5] ponte
   *[6] fenda
}
arctic-piece = { $piece ->
    [0] Trenó
    [1] Corda
   *[2] Jangada
}
arctic-expertise = { $expertise ->
    [0] Condutor de Trenó
    [1] Alpinista
    [2] Marinheiro
    [3] Andarilho da Neve
    [4] Engenheiro
   *[5] Explorador
}
arctic-engineer-bridge-ready = Engenheiro (ponte disponível)
arctic-dir = { $dir ->
    [0] para cima
    [1] para baixo
    [2] para a esquerda
   *[3] para a direita
}
arctic-no-pieces = nada

## O tabuleiro.
arctic-status = Turno { $turn } · { $phase } · { $counters } · { $distance }
arctic-counters = derretimentos { $melts }/{ $max } · amostras { $samples }/{ $all }
arctic-phase-grouping = <em>agrupamento</em>
arctic-phase-mover = { $player ->
    [you] <em>sua vez</em>
   *[other] vez de <em>{ $player }</em>
}
arctic-phase-movers = <em>{ $players }</em> na vez
arctic-phase-boarding = { $mover }, embarque em andamento
arctic-phase-equipping = { $mover } (reequipando)
arctic-phase-ship = <em>navio</em>
arctic-ship-steps = navio a { $steps ->
    [one] { $steps } passo
   *[other] { $steps } passos
}
arctic-ship-out-of-reach = o navio está fora de alcance
arctic-ship-below = navio abaixo de { $square }
arctic-cut-off-warning = ⚠ Isolamento: { $reason }. Um Engenheiro ainda pode construir uma ponte sobre uma fenda.
arctic-players = Jogadores
arctic-recent = Recentes
arctic-player-line = { $number } { $player ->
    [you] <em>Você</em>
   *[other] <em>{ $player }</em>
} · { $expertise } · { $pieces } · { $place }{ $moved ->
    [1] {" "}· já moveu
   *[0] {""}
}
arctic-place = { $square }
arctic-place-with = { $square } com { $others }
arctic-place-aboard = a bordo
arctic-place-fallen = caiu em { $square }

## A história no final.
arctic-end-won = <em>Fuga concluída</em> no turno { $turn } com { $samples } de { $all } amostras.
arctic-end-lost = <em>Derrota</em> no turno { $turn }: { $reason }.
arctic-story-players = Quem foi para onde
arctic-story-samples = Amostras
arctic-story-seat = { $won ->
    [1] 🏆
   *[0] ✗
} { $player ->
    [you] <em>Você</em>
   *[other] <em>{ $player }</em>
} ({ $expertise }), { $fate }: { $route }
arctic-story-seat-unnamed = { $won ->
    [1] 🏆 vitória
   *[0] ✗ derrota
} · { $expertise }, { $fate }: { $route }
arctic-fate-aboard = a bordo
arctic-fate-fallen = caiu em { $square }
arctic-fate-ashore = ficou em { $square }
arctic-route = { $squares } ({ $moves ->
    [one] { $moves } movimento
   *[other] { $moves } movimentos
})
arctic-story-collector = { $player ->
    [you] seu grupo
   *[other] grupo de { $player }
} { $count } ({ $squares })
arctic-story-samples-line = { $taken ->
    [0] Nenhuma coletada
    [one] { $taken } coletada: { $collectors }
   *[other] { $taken } coletadas: { $collectors }
}{ $left ->
    [0] .
    [one] ; { $left } ficou no gelo.
   *[other] ; { $left } ficaram no gelo.
}

## Agrupamento.
arctic-grouping-question = Agrupamento: jogadores na mesma casa podem se agrupar ou se separar (qualquer um pode apertar) e depois começar a se mover.
arctic-group-pair = Agrupar { $a ->
    [you] você
   *[other] { $a }
} com { $b ->
    [you] você
   *[other] { $b }
}
arctic-group-all = Agrupar todos em { $square }
arctic-group-already = em { $square }: já é um grupo só
arctic-group-as-one = { $players } se movem juntos
arctic-solo = { $player ->
    [you] Você segue por conta própria
   *[other] { $player } segue por conta própria
}
arctic-solo-already = { $player ->
    [you] você já está
   *[other] { $player } já está
} sem grupo
arctic-solo-hint = sai do grupo em { $square }
arctic-split-pair = { $a ->
    [you] Separar-se de { $b }
   *[other] { $b ->
        [you] Separar-se de { $a }
       *[other] Separar { $a } e { $b }
    }
}
arctic-split-pair-hint = cada um segue sozinho a partir de { $square }
arctic-split-pair-already = não estão em grupo
arctic-start-moving = Começar a mover
arctic-started-moves = { $player ->
    [you] Você iniciou
   *[other] { $player } iniciou
} os movimentos.
arctic-grouped = { $player ->
    [you] Você agrupou
   *[other] { $player } agrupou
} { $players }.
arctic-left-group = { $player ->
    [you] Você
   *[other] { $player }
}: { $leaver ->
    [you] você saiu
   *[other] { $leaver } saiu
} do grupo.

## Um movimento.
arctic-choose = { $mover }, em { $square }{ $equipped ->
    [1] {" "}(com reequipamento)
   *[0] {""}
} · { $distance }{ $leaving }
arctic-choose-one = { $player ->
    [you] Sua vez
   *[other] Vez de { $player }
}
arctic-choose-group = { $players } se movem
arctic-leaving = {" "}· ao sair: { $costs }
arctic-step = { $dir ->
    [0] Para cima
    [1] Para baixo
    [2] Para a esquerda
   *[3] Para a direita
}: { $square } ({ $terrain })
arctic-step-edge = { $dir ->
    [0] Para cima
    [1] Para baixo
    [2] Para a esquerda
   *[3] Para a direita
} (fora do mapa)
arctic-board = Embarcar no navio
arctic-loses = ⚠ { $choice }: perde o jogo
arctic-notes = { $notes }
arctic-stay = Ficar
arctic-stay-loses = ⚠ Ficar: perde o jogo
arctic-stay-loses-why = sem saída: o gelo fino em { $square } cede
arctic-equip = Reequipar
arctic-equip-hint = reabastece todos até { $limit } peças à sua escolha; derrete uma casa
arctic-equip-boarding = o embarque está em andamento
arctic-equip-done = reequipamento já feito neste movimento
arctic-equip-loses = ⚠ Reequipar: perde o jogo
arctic-equip-loses-why = o derretimento { $collapse }
arctic-back = Voltar
arctic-pay-question = Quem entrega a peça para ir { $dir }?
arctic-pay = { $player ->
    [you] Você entrega
   *[other] { $player } entrega
} 1 { $piece }
arctic-equip-question = Reequipar: escolha as { $limit } peças { $player ->
    [you] suas
   *[other] de { $player }
} ({ $at } de { $of }).
arctic-kit-held = o equipamento atual

## O que um passo custa (dicas das escolhas: no máximo 100 caracteres juntas).
arctic-collapses = derruba a banquisa ({ $max } de { $max } derretimentos)
arctic-cost-thin-ice = o gelo fino { $square } quebra atrás de você
arctic-cost-thin-ice-snowshoer = o gelo fino { $square } quebra atrás de você (1 em 3, Andarilho da Neve)
arctic-cost-bridge = a ponte { $square } desaba atrás de você (1 em 3)
arctic-cost-blizzard = a nevasca tira uma peça aleatória de cada um
arctic-cost-blizzard-explorer = a nevasca tira uma peça aleatória de cada um (1 em 3, Explorador)
arctic-cost-piece = { $eased ->
    [1] 1 { $piece } (1 em 3)
   *[0] 1 { $piece }
}
arctic-cost-builds-bridge = constrói a ponte
arctic-cost-leave-next-move = saia no próximo movimento
arctic-cost-blizzard-melt = nevasca: derrete uma casa{ $explorer ->
    [1] {" "}(1 em 3)
   *[0] {""}
}
arctic-cost-sample = amostra
arctic-risk = 1 chance em 3 de perder: { $why }
arctic-cause-breaks = { $square } quebra atrás de você
arctic-cause-bridge-used = a ponte desaba
arctic-cause-blizzard-melt = o derretimento da nevasca
arctic-loss-collapse = { $cause }: { $collapse }
arctic-loss-cut-off = { $cause }: { $reason }

## O navio.
arctic-ship-question = Navio (abaixo de { $square }): qualquer um pode movê-lo uma coluna; isso derrete uma casa.
arctic-ship-left = Navio para a esquerda, abaixo de { $square }
arctic-ship-right = Navio para a direita, abaixo de { $square }
arctic-ship-melts = derrete uma casa aleatória
arctic-ship-stay = Manter o navio aqui
arctic-ship-kept = { $player ->
    [you] Você manteve
   *[other] { $player } manteve
} o navio abaixo de { $square }.
arctic-ship-moved = { $player ->
    [you] Você moveu
   *[other] { $player } moveu
} o navio para baixo de { $square }.

## Eventos.
arctic-set-out = Turno 1: começa a travessia da banquisa para { $players }.
arctic-turn-begins = Começa o turno { $turn }.
arctic-went = { $players }: { $dir }, até { $square } ({ $terrain }){ $notes }.
arctic-boarded = { $players }: embarque no navio{ $notes }.
arctic-notes-after = ; { $notes }
arctic-note-spent = { $player ->
    [you] você gastou
   *[other] { $player } gastou
} 1 { $piece }
arctic-note-kept = { $player ->
    [you] o { $expert } te poupou 1 { $piece }
   *[other] o { $expert } poupou 1 { $piece } de { $player }
}
arctic-note-bridged = o Engenheiro construiu uma ponte sobre a fenda
arctic-stayed = { $players }: sem se mover, em { $square }.
arctic-reequipped = { $players }: reequipamento ({ $kits }).
arctic-kit-of = { $player ->
    [you] Você
   *[other] { $player }
}: { $pieces }
arctic-collected = { $players }: amostra coletada ({ $samples } de { $all }).
arctic-snowshoer-kept = O Andarilho da Neve manteve inteiro o gelo fino em { $square }.
arctic-lost-piece = { $player ->
    [you] você perdeu
   *[other] { $player } perdeu
} 1 { $piece }
arctic-blizzard-took = Saindo da nevasca: { $lost }.
arctic-blizzard-nothing-to-lose = Saindo da nevasca: { $players } sem nada a perder.
arctic-explorer-out = O Explorador guiou { $players } para fora da nevasca sem danos.
arctic-explorer-in = O Explorador guiou { $players } para dentro da nevasca sem danos.
arctic-blizzard-out = A nevasca em torno de { $square } se dissipou.
arctic-blizzard-off = Uma nevasca saiu do mapa.
arctic-blizzard-formed = Uma nevasca se formou no topo do mapa, em torno de { $square }.
arctic-melted = { $why }: { $square } ({ $terrain }) derreteu e virou fenda ({ $melts } de { $max } derretimentos).
arctic-melt-nothing-left = { $why }: não sobrou gelo livre para derreter; a banquisa enfraquece ({ $melts } de { $max } derretimentos).
arctic-why-thaw = Degelo de fim de turno
arctic-why-ship = Movimento do navio ({ $player ->
    [you] você
   *[other] { $player }
})
arctic-why-reequip = Reequipamento de { $players }
arctic-why-blizzard-entry = { $players } na nevasca, a duras penas
arctic-why-thin-ice-behind = O gelo fino atrás de { $players } quebrou
arctic-why-thin-ice-under = { $players } no gelo fino, que cedeu
arctic-why-bridge-behind = A ponte atrás de { $players } desabou
arctic-warning = <em>Atenção</em>: { $reason }. Um Engenheiro ainda pode construir uma ponte sobre uma fenda, então o jogo continua.
arctic-lost = <em>Partida perdida</em>: { $reason }.
arctic-won = <em>Todos a bordo!</em> A expedição escapa com { $samples } de { $all } amostras.
arctic-reason-boarded = todos embarcaram no navio
arctic-reason-fell = { $players } no fundo de uma fenda em { $square }
arctic-reason-collapsed = a banquisa desabou após { $melts } derretimentos
arctic-reason-split = fendas separam { $player ->
    [you] você
   *[other] { $player }
} de { $from ->
    [you] você
   *[other] { $from }
}: nunca poderão embarcar juntos
arctic-reason-cut-off = fendas isolam { $players } da última fileira
arctic-reason-single-file = as únicas casas da última fileira ao alcance comportam um jogador por vez: os jogadores nunca poderão embarcar juntos

## Recusas (o motor põe "Isso não é possível agora: " ou "Não é a sua vez: " antes delas).
arctic-refuse-whose-move = { $players ->
    [you] é a sua vez
   *[other] é a vez de { $players }
}
arctic-refuse-reequipped = o reequipamento de { $players } já foi feito neste movimento: agora mova ou fique
arctic-refuse-boarding = o embarque está em andamento: todos que ainda estão em terra precisam embarcar agora (`down`)
arctic-refuse-cannot-pay = { $payer ->
    [you] você não pode entregá-la
   *[other] { $payer } não pode entregá-la
}: escolha { $payers }
arctic-refuse-or = { $init } ou { $last }
arctic-refuse-kit-over = cada jogador pode levar no máximo { $limit } peças, não { $total }
arctic-refuse-kit-under = reequipar reabastece cada jogador até o limite: escolha exatamente { $limit } peças
arctic-refuse-code = `{ $code }` não é possível agora: { $allowed }
arctic-refuse-no-player = não existe jogador { $number }: os jogadores são numerados de 1 a { $players }
arctic-refuse-apart = { $first ->
    [you] você
   *[other] { $first }
} ({ $first-square }) e { $other ->
    [you] você
   *[other] { $other }
} ({ $other-square }) não estão na mesma casa: só jogadores na mesma casa podem se agrupar
arctic-refuse-grouped = { $players } já estão no mesmo grupo
arctic-refuse-not-grouped = { $player ->
    [you] você não está
   *[other] { $player } não está
} em um grupo
arctic-refuse-ship-edge-left = o navio já está na borda esquerda: mantenha-o ou mova-o para o outro lado
arctic-refuse-ship-edge-right = o navio já está na borda direita: mantenha-o ou mova-o para o outro lado
arctic-allowed-move = escolha up, down, left, right, stay ou equip
arctic-allowed-pay = escolha quem entrega a peça (`payN`) ou `back`
arctic-allowed-kit = escolha um kit (`kitSRA`: trenós, cordas, jangadas) ou `back`
arctic-allowed-grouping = é a fase de agrupamento: agrupe jogadores na mesma casa (`mergeA-B`), separe um (`soloA`) ou comece a mover (`go`)
arctic-allowed-ship = é a fase do navio: `shipleft`, `shipright` ou `shipstay`

## Por que um passo ou ficar não é possível: a recusa, e a dica da escolha
## acinzentada (dentro dos 100 caracteres da descrição de uma opção do
## Discord). $players é um jogador ou vários ("você e Bo").
arctic-step-off-map-below = para { $players }, não dá para descer de { $square }: isso sai do mapa ({ $boarding } é a única casa de embarque)
arctic-step-boarding-not-open = todos precisam embarcar no mesmo turno: antes, todos em terra devem estar em { $boarding }, ainda sem ter se movido
arctic-step-boarding-under-way = o embarque está em andamento: todos que ainda estão em terra precisam embarcar agora (vá para baixo)
arctic-step-off-map = para { $players }, não dá para ir { $dir } a partir de { $square }: isso sai do mapa
arctic-step-bridge-needs-rope = o Engenheiro precisa de Corda para construir a ponte sobre a fenda em { $square }: reequipe-se primeiro
arctic-step-bridge-built = { $player ->
    [you] você já construiu a sua única ponte
   *[other] { $player } já construiu a sua única ponte
}: não dá para entrar na fenda em { $square }
arctic-step-crevasse = não dá para entrar na fenda em { $square } (só um Engenheiro sozinho com Corda pode construir uma ponte, uma única vez)
arctic-step-one-at-a-time = { $square } ({ $terrain }) comporta um jogador por vez: um grupo não pode entrar
arctic-step-occupied = a casa { $square } ({ $terrain }) já está ocupada por { $players }
arctic-step-needs-piece = entrar em { $square } ({ $terrain }) exige 1 { $piece }: ninguém que está se movendo tem. Reequipe-se primeiro
arctic-stay-must-leave = quem está no gelo fino ({ $players }) precisa sair dele neste movimento (ficar é cair): vá { $ways }
arctic-refuse-no-seat = o lugar { $seat } não está nesta mesa
arctic-refuse-not-seated = só jogadores sentados agem em Arctic Escape
