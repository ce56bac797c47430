# Wolves: o tabuleiro, o painel privado, as cartas e o texto do turno, e a história no final.

## A história no final (src/games/wolves/story.rs).
wolves-story-won-chief = Todas as comunidades sobreviveram ao inverno: todos vencem. { $player ->
    [you] <em>Você</em> assume a chefia
   *[other] <em>{ $player }</em> assume a chefia
} com { $awards } Prêmios.
wolves-story-won-tie = Todas as comunidades sobreviveram ao inverno: todos vencem. Sem chefe: houve empate no maior número de Prêmios.
wolves-story-short = { $player ->
    [you] você
   *[other] { $player }
} (falta { $short })
wolves-story-lost = O inverno foi perdido no turno { $turn }: necessidades não atendidas de { $who }. Todos perdem.
wolves-story-communities = As comunidades
wolves-story-seat = { $mark } { $player ->
    [you] <em>Você</em>
   *[other] <em>{ $player }</em>
} · { $community } · { $awards } Prêmios
wolves-story-seat-unnamed = { $mark } { $community } · { $awards } Prêmios
wolves-story-turns = Turno a turno (ranking · Status · Prêmios ganhos)
wolves-story-place = { $place } { $player ->
    [you] Você
   *[other] { $player }
} { $status }{ $awards ->
    [0] {""}
   *[other] {" "}(+{ $awards })
}
wolves-story-turn = Turno { $turn }: { $places }
wolves-story-closest-title = A disputa pela chefia
wolves-story-closest-chief = { $player ->
    [you] Você superou
   *[other] { $player } superou
} { $runner ->
    [you] você
   *[other] { $runner }
} na disputa pela chefia por { $margin ->
    [one] { $margin } Prêmio
   *[other] { $margin } Prêmios
}.
wolves-story-closest-tie = { $players } empataram com { $awards } Prêmios: sem chefe.

## O título do tabuleiro, a linha de status, a disponibilidade, os tapetes e o rodapé (src/games/wolves/view.rs).
## Cada linha fica dentro de 80 colunas com nomes de tamanho comum.
wolves-view-recent = Recentes
wolves-view-title = Wolves - Turno { $turn } de { $last } - { $step }
wolves-view-status = Turno { $turn } de { $last } · { $step }
wolves-view-step-gathering = Coleta
wolves-view-step-needs = Necessidades
wolves-view-step-gifting = Presentes
wolves-view-step-reconciling = Reconciliação
wolves-view-step-over = Fim de jogo
wolves-view-gathering = Coleta: todos compram ao mesmo tempo e param quando quiserem.
wolves-view-gathering-timer = Coleta: todos compram ao mesmo tempo e param quando quiserem. Cronômetro: { $seconds } s.
wolves-view-needs = Necessidades (ordem do ranking): { $player ->
    [you] você paga
   *[other] { $player } paga
} 3 de Peixe, 3 de Milho, 3 de Bisão.
wolves-view-gifting-compose = Presentes (ordem do ranking): { $player ->
    [you] você pode
   *[other] { $player } pode
} oferecer presentes.
wolves-view-gifting-answer = Presentes: { $giver ->
    [you] você oferece
   *[other] { $giver } oferece
} a { $to ->
    [you] você
   *[other] { $to }
} { $gift }; { $to ->
    [you] você responde
   *[other] { $to } responde
}.
wolves-view-gifting-tokens = Presentes: { $player ->
    [you] você escolhe
   *[other] { $player } escolhe
} fichas para os Líderes presenteados.
wolves-view-gifting-share = Presentes: { $player ->
    [you] você pega
   *[other] { $player } pega
} as fichas de Quanto Mais Você Compartilha.
wolves-view-reconciling = Reconciliação (ordem do ranking): { $player ->
    [you] você devolve suas cartas
   *[other] { $player } devolve as cartas
}.
wolves-view-availability-none = Disponibilidade neste turno: 0 (nenhuma carta removida).
wolves-view-availability-reveal = Disponibilidade neste turno: -{ $count } ({ $cards }).
wolves-view-availability-cull = Disponibilidade neste turno: cada comunidade removeu { $count } das próprias cartas que não são Líder.
wolves-view-supply-item = { $knowledge } x{ $count }
wolves-view-footer-standard = Disponibilidade padrão: 0, -1, -1, -2, -2, -3, -3, -7 próprias
wolves-view-footer-gentle = Disponibilidade suave: 0, 0, -1, -1, -2, -2, -2, -5 próprias
wolves-view-footer-supply = Estoque de Conhecimento (dois Líderes cada): { $items }
wolves-view-removed-all = Removido pela disponibilidade até agora: { $cards } de cada baralho
wolves-view-removed = Removido { $player ->
    [you] do seu baralho
   *[other] do baralho de { $player }
} até agora: { $cards }
wolves-view-dot = { $first } · { $rest }

## O tapete de uma comunidade: a linha do nome, depois uma linha por tipo de coisa.
wolves-view-mat-name-ranked = #{ $rank } { $player ->
    [you] Você
   *[other] { $player }
} - { $community }
wolves-view-mat-name = { $player ->
    [you] Você
   *[other] { $player }
} - { $community }
wolves-view-mat-standing = Status { $status } · Prêmios { $awards } · mão { $hand }
wolves-view-mat-reserve = Reserva { $fish } Peixe, { $corn } Milho, { $bison } Bisão ({ $total }/{ $cap }) · baralho { $deck } · Líderes para cima { $leaders }
wolves-view-mat-drawing = Comprando: { $drawn } compradas, { $leaders ->
    [0] nenhum Líder
    [one] { $leaders } Líder
   *[other] { $leaders } Líderes
}
wolves-view-mat-stopped = Parou: { $drawn } compradas, { $leaders ->
    [0] nenhum Líder
    [one] { $leaders } Líder
   *[other] { $leaders } Líderes
}
wolves-view-mat-overstretched-after = SOBRECARGA após { $drawn } cartas
wolves-view-mat-skipped = pulou a coleta (sobrecarga no turno passado)
wolves-view-mat-overstretched = em sobrecarga: sem Status por devoluções, pula a próxima coleta
wolves-view-mat-unmet = <em>NÃO ATENDIDAS</em>: falta { $short }
wolves-view-mat-needs-unpaid = Necessidades ainda não pagas
wolves-view-mat-knowledge = Conhecimento: { $cards }

## O campo de quem lê.
wolves-view-private = Sua comunidade
wolves-view-hand = Mão: { $fish } Peixe, { $corn } Milho, { $bison } Bisão, { $forest } Floresta · { $leaders ->
    [0] nenhum Líder utilizável
    [one] { $leaders } Líder utilizável
   *[other] { $leaders } Líderes utilizáveis
}
wolves-view-needs-cover = Necessidades deste turno: { $need } de Peixe, { $need } de Milho, { $need } de Bisão; por enquanto você consegue cobrir { $payable } de { $total }.
wolves-view-paid = Necessidades pagas até agora: { $fish } Peixe, { $corn } Milho, { $bison } Bisão
wolves-view-peek = Conhecer a Terra - topo do seu baralho: { $cards }
wolves-view-accepting = Aceitando: { $taken }
