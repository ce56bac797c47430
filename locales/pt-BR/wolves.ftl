# Wolves: as etapas (coleta, necessidades, presentes, reconciliação) e suas
# recusas. Um argumento de jogador vale `you` para quem lê; <em>…</em> é ênfase.

## Palavras comuns.
# Selecionado pelo índice do recurso (não dá para selecionar numa string).
wolves-res = { $res ->
    [0] Peixe
    [1] Milho
   *[2] Bisão
}
wolves-back = Voltar
wolves-plus = { $left } + { $right }
wolves-refuse-not-now = agora não: { $allowed }

## Necessidades (src/games/wolves/needs.rs).
wolves-needs-pay = Pagar (cartas primeiro, guardar Líderes)
wolves-needs-custom = Escolher como pagar
wolves-needs-prompt = Necessidades: pague { $need } de Peixe, { $need } de Milho, { $need } de Bisão (você consegue cobrir { $payable } de { $total }).
wolves-needs-split = { $res }: { $split }
wolves-needs-split-prompt = Necessidades: como você paga { $res }? (restam { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}, { $tokens ->
    [one] { $tokens } ficha
   *[other] { $tokens } fichas
}, { $leaders ->
    [one] { $leaders } Líder
   *[other] { $leaders } Líderes
})
wolves-needs-allowed = Pagar, Escolher como pagar ou escolha uma divisão
wolves-split-cards = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
wolves-split-tokens = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}
wolves-split-leaders = { $count ->
    [one] { $count } Líder
   *[other] { $count } Líderes
}
wolves-split-nothing = nada
wolves-payment = Peixe { $fish }; Milho { $corn }; Bisão { $bison }
wolves-pays-needs = { $player ->
    [you] Você paga
   *[other] { $player } paga
} as necessidades: { $payment }.
wolves-pays-needs-unmet = { $player ->
    [you] Você paga
   *[other] { $player } paga
} as necessidades: { $payment }. <em>NÃO ATENDIDAS</em>: falta { $short }.
wolves-refuse-not-needs = não é a etapa de necessidades
wolves-refuse-choosing-split = você está escolhendo como pagar: escolha uma divisão ou Voltar
wolves-refuse-needs-no-back = não há para onde voltar: Pagar ou Escolher como pagar
wolves-refuse-custom-first = aperte Escolher como pagar primeiro, ou Pagar
wolves-refuse-split-cards = você não tem { $count } cartas de { $res } na mão
wolves-refuse-split-tokens = você não tem { $count } fichas de { $res }
wolves-refuse-split-leaders = você não tem mais { $count } Líderes utilizáveis
wolves-refuse-split-over-need = a necessidade é de { $need } { $res }
wolves-refuse-split-too-little = você precisa pagar o máximo que puder das suas necessidades

## Coleta (src/games/wolves/gather.rs).
wolves-card = { $card ->
    [0] Peixe
    [1] Milho
    [2] Bisão
    [3] Floresta
   *[4] Líder
}
wolves-draw = Comprar
wolves-draw-hint = { $cards ->
    [0] nenhuma carta restante
    [one] { $cards } carta restante
   *[other] { $cards } cartas restantes
}, { $leaders ->
    [0] nenhum Líder virado para cima
    [one] { $leaders } Líder virado para cima
   *[other] { $leaders } Líderes virados para cima
}
wolves-draw-to = Comprar até o próximo Líder
wolves-draw-to-hint = compra até sair um Líder: isso não pode te pôr em sobrecarga
wolves-stop = Parar
wolves-peek = Conhecer a Terra
wolves-peek-hint = olhe suas { $count } cartas do topo e reordene-as
wolves-gather-prompt-risky = Coleta: dois Líderes virados para cima - um terceiro te põe em <em>sobrecarga</em>. Comprar ou Parar?
wolves-gather-prompt-first = Coleta: compre sua primeira carta.
wolves-gather-prompt = Coleta: Comprar outra carta ou Parar?
wolves-order = Topo: { $cards }
wolves-order-prompt = Conhecer a Terra: devolva estas cartas ao topo em que ordem (a primeira fica no topo)?
wolves-token = ficha de { $res }
wolves-determination-prompt = Determinação: escolha sua ficha de Reserva grátis.
wolves-swap = ficha de { $from } -> ficha de { $to }
wolves-swap-hint = devolve uma à pilha, pega a grátis
wolves-keep-reserve = Manter minha Reserva como está
wolves-determination-full-prompt = Determinação: sua Reserva está cheia ({ $cap } fichas), então a ficha grátis só pode ser uma troca.
wolves-peeked = Conhecer a Terra: suas cartas do topo são { $cards }.
wolves-uses-peek = { $player ->
    [you] Você usa
   *[other] { $player } usa
} Conhecer a Terra.
wolves-ordered = Você devolveu as cartas na ordem escolhida.
wolves-kept-reserve = Determinação: você mantém sua Reserva cheia; a ficha grátis não é pega.
wolves-swapped = { $player ->
    [you] Você troca
   *[other] { $player } troca
} uma ficha de { $from } por uma ficha de { $to } (Determinação).
wolves-drew-third-leader = Você comprou seu terceiro Líder: sobrecarga.
wolves-overstretched = { $player ->
    [you] Você compra um terceiro Líder e entra em <em>SOBRECARGA</em>
   *[other] { $player } compra um terceiro Líder e entra em <em>SOBRECARGA</em>
}: nenhum Líder utilizável, nenhum Status por devolver cartas neste turno e nenhuma coleta no próximo turno.
wolves-drew-leader = Você comprou um Líder (virado para cima, curinga).
wolves-draws-leader = { $player ->
    [you] Você compra
   *[other] { $player } compra
} um Líder ({ $count ->
    [one] { $count } virado
   *[other] { $count } virados
} para cima).
wolves-drew = Você comprou { $card }.
wolves-stops = { $player ->
    [you] Você para
   *[other] { $player } para
} ({ $cards ->
    [one] { $cards } carta comprada
   *[other] { $cards } cartas compradas
}, { $leaders ->
    [0] nenhum Líder
    [one] { $leaders } Líder
   *[other] { $leaders } Líderes
}).
wolves-determination-lost = Determinação: sua Reserva está cheia ({ $cap } fichas, { $kind-cap } de cada tipo), então a ficha grátis se perde.
wolves-gains-token = { $player ->
    [you] Você ganha
   *[other] { $player } ganha
} uma ficha de { $res } (Determinação).
wolves-timeout-reserve-kept = Determinação: o tempo acabou; sua Reserva cheia fica como está.
wolves-gather-timeout = O tempo da coleta acabou: compra encerrada para { $players }.
wolves-help-drawing = você pode Comprar ou Parar
wolves-help-peeking = primeiro devolva numa ordem as cartas que você olhou
wolves-help-determination = primeiro escolha sua ficha de Determinação (ou troque)
wolves-help-stopped = você já parou de comprar neste turno
wolves-help-overstretched = você entrou em sobrecarga e não pode comprar de novo neste turno
wolves-help-skipped = você pula a coleta neste turno (sobrecarga no turno passado)
wolves-refuse-deck-empty-stop = seu baralho está vazio: Parar
wolves-refuse-draw-to-risky = com dois Líderes para cima, o próximo te põe em sobrecarga: compre uma carta por vez
wolves-refuse-stop-first = você precisa comprar pelo menos uma carta antes de parar
wolves-refuse-no-peek = você não tem Conhecer a Terra
wolves-refuse-peek-used = Conhecer a Terra é uma vez por turno e você já usou
wolves-refuse-deck-empty = seu baralho está vazio
wolves-refuse-order = devolva exatamente as cartas que você olhou, cada uma uma vez (a primeira fica no topo)
wolves-refuse-reserve-room = sua Reserva tem espaço: escolha sua ficha grátis
wolves-refuse-reserve-full = sua Reserva está cheia ({ $cap } fichas): troque uma ficha ou deixe-a como está
wolves-refuse-kind-full = sua Reserva não tem espaço para { $res } (no máximo { $cap } de um tipo)
wolves-refuse-swap-room = sua Reserva tem espaço: escolha sua ficha grátis em vez de uma troca
wolves-refuse-swap-same = troque por uma ficha de outro tipo
wolves-refuse-swap-none = você não tem ficha de { $res } para devolver
wolves-refuse-swap-kind-full = sua Reserva já tem { $cap } { $res } (no máximo { $cap } de um tipo)
wolves-refuse-stale-timer = este cronômetro expirou: a coleta a que ele se referia acabou

## Reconciliação (src/games/wolves/reconcile.rs). Os rótulos das escolhas
## são curtos: escolhas curtas dividem uma linha na tela de reconciliação.
wolves-knowledge = { $knowledge ->
    [0] Conhecer a Terra
    [1] Sem Desperdício
    [2] Ostentação
    [3] Determinação
    [4] Preservação
   *[5] Quanto Mais Você Compartilha
}
wolves-card-to-token = Carta de { $res } -> ficha
wolves-leader-to-token = Líder -> ficha de { $res }
wolves-buy-knowledge = Adquirir { $knowledge }
# Uma devolução rende 1 Status (a pergunta diz isso): rótulos curtos o
# bastante para caberem três por linha.
wolves-token-to-status = Devolver ficha de { $res }
wolves-card-to-status = { $card ->
    [0] Devolver carta de Peixe
    [1] Devolver carta de Milho
    [2] Devolver carta de Bisão
   *[4] Devolver Líder
}
wolves-no-waste = Sem Desperdício: +1 ficha de { $res }
wolves-no-waste-skip = Pular Sem Desperdício
wolves-no-waste-prompt = Reconciliação: Sem Desperdício pode acrescentar uma terceira ficha a um par.
wolves-no-waste-allowed = primeiro use Sem Desperdício ou pule-o
wolves-auto-last = Padrão: tudo vira Status (último turno)
wolves-auto = Padrão: fichas de Reserva até os limites, o resto vira Status
wolves-finish-overstretched = Concluir (sobrecarga: sem Status)
wolves-finish = Concluir (+{ $gain } Status)
# O resto das cartas volta ao baralho sem Status.
wolves-forgo = Concluir, resto sem uso (+{ $gain })
wolves-reset = Desfazer minhas trocas
# `returns` é 1 quando devoluções rendem Status (sem sobrecarga), `buys` 1
# quando o jogador tem os Líderes para adquirir uma carta de Conhecimento.
wolves-reconcile-prompt = Reconciliação, Reserva { $reserve }/{ $cap }{ $returns ->
    [1] : uma Devolução rende 1 Status
   *[other] {""}
}{ $buys ->
    [1] , Conhecimento custa { $price } Líderes.
   *[other] .
}
wolves-reconcile-allowed = troque, Padrão, Concluir (qualquer um dos dois) ou Desfazer
wolves-adds-token = { $player ->
    [you] Você acrescenta
   *[other] { $player } acrescenta
} uma ficha de { $res } (Sem Desperdício).
wolves-gains-knowledge = { $player ->
    [you] Você ganha
   *[other] { $player } ganha
} { $knowledge } por { $price } Líderes.
wolves-reconciles = { $player ->
    [you] Você reconcilia
   *[other] { $player } reconcilia
}: +{ $gain } Status (agora { $status }); Reserva { $fish } Peixe, { $corn } Milho, { $bison } Bisão.
wolves-refuse-not-reconciling = não é a etapa de reconciliação
wolves-refuse-no-waste = Sem Desperdício exige duas fichas de { $res } e espaço para uma terceira
wolves-refuse-reserve-cap = sua Reserva está cheia ({ $cap } fichas)
wolves-refuse-no-card = você não tem carta de { $res } na mão
wolves-refuse-no-leader = você não tem Líder utilizável
wolves-refuse-knowledge-owned = você já tem { $knowledge }: não dá para ter duas cartas de Conhecimento iguais
wolves-refuse-knowledge-gone = não sobrou nenhuma carta { $knowledge }
wolves-refuse-knowledge-price = uma carta de Conhecimento custa { $price } Líderes utilizáveis; você tem { $leaders }
wolves-refuse-overstretched-return = você entrou em sobrecarga neste turno: devolver não rende Status
wolves-refuse-no-token = você não tem ficha de { $res }

## Componentes (src/games/wolves/data.rs).
wolves-community = { $community ->
    [0] Atinzina
    [1] Chigwami
    [2] Masakat
    [3] Pahanis
    [4] Thimi
   *[5] Wayatin
}
wolves-community-label = { $community } (+4 { $major }, +1 { $minor })
wolves-item = { $item ->
    [0] carta de Peixe
    [1] carta de Milho
    [2] carta de Bisão
    [3] Líder
    [4] ficha de Peixe
    [5] ficha de Milho
   *[6] ficha de Bisão
}
wolves-items = { $item ->
    [0] { $count ->
        [one] { $count } carta de Peixe
       *[other] { $count } cartas de Peixe
    }
    [1] { $count ->
        [one] { $count } carta de Milho
       *[other] { $count } cartas de Milho
    }
    [2] { $count ->
        [one] { $count } carta de Bisão
       *[other] { $count } cartas de Bisão
    }
    [3] { $count ->
        [one] { $count } Líder
       *[other] { $count } Líderes
    }
    [4] { $count ->
        [one] { $count } ficha de Peixe
       *[other] { $count } fichas de Peixe
    }
    [5] { $count ->
        [one] { $count } ficha de Milho
       *[other] { $count } fichas de Milho
    }
   *[6] { $count ->
        [one] { $count } ficha de Bisão
       *[other] { $count } fichas de Bisão
    }
}
wolves-nothing = nada
# Uma quantidade de um recurso ou tipo de carta: "2 Milho", "3 Floresta".
wolves-amount = { $count } { $what }
wolves-modifier-reveal = { $count ->
    [0] 0
   *[other] -{ $count }
}
wolves-modifier-cull = -{ $count } próprias

## O esqueleto do turno (src/games/wolves/turn.rs).
wolves-gathering-begins = Coleta: todos compram ao mesmo tempo (Comprar / Parar).
wolves-gathering-begins-skipping = Coleta: todos compram ao mesmo tempo (Comprar / Parar). Pulam a vez (sobrecarga no turno passado): { $players }.
wolves-turn-begins = Começa o turno { $turn }. Disponibilidade 0: nada é removido.
wolves-turn-begins-reveal = Começa o turno { $turn }. Disponibilidade { $modifier }: cada baralho perde { $cards }.
wolves-culled = { $player ->
    [you] Você
   *[other] { $player }
} { $cards }
wolves-semicolon = { $first }; { $rest }
wolves-turn-begins-cull = Começa o turno { $turn }. Disponibilidade: cada comunidade remove { $count } das próprias cartas que não são Líder: { $culled }.
wolves-rank-place = { $place } { $player ->
    [you] Você
   *[other] { $player }
}
wolves-rank-set = Ranking de Status definido: { $places }.
wolves-bonus-gain = { $player ->
    [you] Você
   *[other] { $player }
} +{ $bonus }
wolves-conservation-bonus = Bônus de conservação: { $gains }.
wolves-finishes-gifting = { $player ->
    [you] Você termina
   *[other] { $player } termina
} os presentes.
wolves-unmet-at-reconciling = Necessidades não atendidas na reconciliação: { $who }. As comunidades não sobreviveram ao turno { $turn }: todos perdem.
wolves-new-rank-place = { $place } { $player ->
    [you] Você
   *[other] { $player }
} ({ $status } Status{ $awards ->
    [0] {""}
    [one] , +{ $awards } Prêmio
   *[other] , +{ $awards } Prêmios
})
wolves-turn-ends = Fim do turno { $turn }. Novo ranking: { $places }.
wolves-won-chief = Todas as comunidades sobreviveram ao inverno: todos vencem! { $player ->
    [you] Você assume
   *[other] { $player } assume
} a chefia com { $awards } Prêmios.
wolves-won-tie = Todas as comunidades sobreviveram ao inverno: todos vencem! Sem chefe: empate em { $awards } Prêmios.
wolves-outcome-chief = Todos sobreviveram; { $player ->
    [you] você é
   *[other] { $player } é
} chefe com { $awards } Prêmios
wolves-outcome-no-chief = Todos sobreviveram; sem chefe (Prêmios empatados)
wolves-outcome-lost = Todos perderam no turno { $turn }: necessidades não atendidas de { $players }

## Roteamento (src/games/wolves/mod.rs).
wolves-refuse-nobody-acts = ninguém pode agir agora
wolves-refuse-waiting-for = esperando por { $players }
wolves-refuse-host = Wolves não tem ações do anfitrião; os jogadores agem pelos seus painéis
wolves-refuse-no-seat = o lugar { $seat } não está nesta mesa

## Presentes (src/games/wolves/gifting.rs).
wolves-gift-to = Para { $player ->
    [you] você
   *[other] { $player }
}
wolves-gift-to-offered = presente já oferecido
wolves-gift-to-short = falta: { $short }
wolves-gift-to-met = necessidades atendidas
wolves-gift-offer = Oferecer
wolves-gift-offer-to = Oferecer a { $player ->
    [you] você
   *[other] { $player }
}
wolves-gift-offer-hint = escolha quem recebe
wolves-gift-empty-hint = o presente está vazio
wolves-gift-clear = Limpar
wolves-gift-done = Encerrar presentes
wolves-gift-add = + { $item }
wolves-gift-add-hint = { $count } de { $limit }
wolves-gift-prompt = Seu presente: { $gift }. Escolha quem recebe e depois Oferecer (um presente por jogador).
wolves-gift-prompt-for = Seu presente: { $gift } para { $player ->
    [you] você
   *[other] { $player }
}. Ofereça (um presente por jogador).
wolves-gift-prompt-nothing = Presentes: você não tem nada que possa dar (cartas de Floresta não podem ser dadas): Encerrar presentes.
wolves-gift-accept = Aceitar tudo
wolves-gift-part = Aceitar parte
wolves-gift-decline = Recusar
wolves-gift-take = { $count ->
    [0] Aceitar estes
    [one] Aceitar este item
   *[other] Aceitar estes { $count } itens
}
wolves-gift-take-nothing = nada escolhido ainda
wolves-gift-answer-prompt-choose = { $player } oferece a você { $gift }: você pode aceitar tudo, parte ou nada.
wolves-gift-answer-prompt-whole = { $player } oferece a você { $gift }: essa pessoa está abaixo de você no ranking, então você precisa aceitar tudo.
wolves-gift-part-prompt = Escolha o que aceitar: { $taken } até agora.
wolves-gift-leader-prompt = Líder presenteado { $number } de { $total }: que ficha você pega?
wolves-gift-compose-allowed = monte seu presente, ofereça-o ou Encerrar presentes
wolves-gift-answer-allowed = responda ao presente: Aceitar tudo, Aceitar parte ou Recusar
wolves-gift-leader-allowed = escolha uma ficha para o Líder presenteado
wolves-token-to-need = para a sua necessidade não atendida
wolves-token-to-reserve = para a sua Reserva
wolves-token-to-status-overflow = Reserva cheia: 1 Status
wolves-share-token = +{ $res }
wolves-share-none = Nenhuma ficha
wolves-share-prompt = Quanto Mais Você Compartilha: acrescente 2 fichas de Reserva à sua escolha.
wolves-share-allowed = escolha suas fichas de Quanto Mais Você Compartilha
wolves-offers-any-part = { $giver ->
    [you] Você oferece
   *[other] { $giver } oferece
} um presente a { $player ->
    [you] você
   *[other] { $player }
}: { $gift } ({ $player ->
    [you] você pode aceitar qualquer parte
   *[other] { $player } pode aceitar qualquer parte
}).
wolves-offers-whole = { $giver ->
    [you] Você oferece
   *[other] { $giver } oferece
} um presente a { $player ->
    [you] você
   *[other] { $player }
}: { $gift } ({ $player ->
    [you] você precisa aceitar tudo
   *[other] { $player } precisa aceitar tudo
}).
wolves-declines = { $player ->
    [you] Você recusa
   *[other] { $player } recusa
} { $giver ->
    [you] o seu presente
   *[other] o presente de { $giver }
}.
wolves-accepted-part = { $taken } do presente
wolves-accepts = { $player ->
    [you] Você aceita
   *[other] { $player } aceita
} { $taken } de { $giver ->
    [you] você
   *[other] { $giver }
}: { $needs } para necessidades, { $reserves } para Reservas{ $overflow ->
    [0] {""}
   *[other] , { $overflow } como Status
}. { $giver ->
    [you] Você
   *[other] { $giver }
} +{ $status } Status.
wolves-accepts-met = { $accepts } { $player ->
    [you] Suas necessidades
   *[other] As necessidades de { $player }
} agora estão atendidas.
wolves-takes-share = { $player ->
    [you] Você pega
   *[other] { $player } pega
} { $tokens } (Quanto Mais Você Compartilha).
wolves-refuse-not-gifting = não é a etapa de presentes
wolves-refuse-gift-have-only = você só tem { $items } para dar
wolves-refuse-gift-none-to-remove = o presente não tem { $item } para tirar
wolves-refuse-gift-recipient = escolha outro jogador da mesa
wolves-refuse-gift-offered = você já ofereceu um presente a { $player ->
    [you] você
   *[other] { $player }
} neste turno (um presente por jogador)
wolves-refuse-gift-clear-empty = o presente já está vazio: nada para limpar
wolves-refuse-gift-no-recipient = primeiro escolha quem recebe
wolves-refuse-gift-empty = o presente está vazio: acrescente algo primeiro
wolves-refuse-gift-whole = { $player } está abaixo de você no ranking: você precisa aceitar o presente inteiro
wolves-refuse-gift-take-nothing = escolha pelo menos um item, ou Voltar e Recusar
wolves-refuse-gift-holds-only = o presente só tem { $items }
wolves-refuse-gift-none-chosen = você ainda não escolheu { $item }
wolves-refuse-share-fit = essas fichas não cabem na sua Reserva (no máximo { $cap } de um tipo); escolha um dos conjuntos listados
wolves-refuse-gift-forest = cartas de Floresta não podem ser dadas: dê cartas de recurso, Líderes ou fichas de Reserva
