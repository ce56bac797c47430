# Timers de vez em todos os jogos: lembretes, um bot cobrindo uma jogada perdida, um lugar entregue e retomado, salas que expiram.

# O timer de uma vez acabou e o bot do lugar jogou a etapa perdida:
# "O tempo de Akela acabou: jogamos Desenvolvedor por ele".
turns-covered = { $player ->
    [you] Seu tempo acabou: o bot jogou { $choice } por você.
   *[other] O tempo de { $player } acabou: o bot jogou { $choice } no lugar.
}

# Dois terços do timer passaram: quem está sendo esperado recebe um lembrete,
# por DM; $left é o tempo relativo do Discord ("em 40 segundos").
turns-remind-dm = A partida #{ $game } espera sua jogada: o bot joga por você { $left }.
# O mesmo, para quem não recebe DMs, mencionado abaixo do tabuleiro.
turns-remind-nudge = a partida #{ $game } espera sua jogada: o bot joga por você { $left }. Aperte <em>{ $button }</em> no tabuleiro.
# Um lugar cuja vez o bot cobriu duas vezes seguidas passa para o bot.
turns-away-handed = { $player ->
    [you] Você está ausente: um bot joga por você até você retomar seu lugar.
   *[other] { $player } está ausente: um bot joga no lugar até a pessoa voltar.
}
# Quem estava ausente retomou o lugar (o botão, /mão ou uma jogada).
turns-away-back = { $player ->
    [you] Você voltou: seu lugar é seu de novo.
   *[other] { $player } voltou e joga por conta própria de novo.
}
# Recusa: retomar o lugar quando ele não está ausente.
turns-away-not-away = Você não está ausente: seu lugar já é seu.
# O painel de quem está ausente: o botão e a linha acima dele.
turns-away-take-back = Retomar meu lugar
turns-away-while-away = Um bot joga no seu lugar enquanto você está ausente. Retome quando quiser.
