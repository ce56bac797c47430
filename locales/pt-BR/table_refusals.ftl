# table: por que um comando da sala de espera ou do jogo foi recusado
# (src/table/lobby.rs `LobbyError::text`, src/table/mod.rs `TableError::text`),
# mostrado no Discord e no terminal. Convenções: docs/design.md, "Text is data".
# `$game` é o número de uma partida ("Partida #12"); `$key` e `$item` são uma chave
# ou um valor de opção como foram digitados, já mostrados como código.

## A sala de espera.
lobby-error-started = A partida #{ $game } já começou.
lobby-error-over = A partida #{ $game } terminou.
lobby-error-cancelled = A partida #{ $game } foi cancelada.
lobby-host-only-add-bots = Só o anfitrião pode adicionar bots.
lobby-host-only-options = Só o anfitrião pode mudar as opções.
lobby-host-only-start = Só o anfitrião pode começar a partida.
lobby-host-only-cancel = Só o anfitrião pode cancelar a partida.
lobby-error-already-joined = Você já entrou.
lobby-error-full = A mesa está cheia ({ $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }).
lobby-error-host-cannot-leave = O anfitrião não pode sair: aperte Cancelar para fechar a sala de espera.
lobby-error-not-joined = Você não entrou nesta partida.
# $why: o motivo do jogo.
lobby-error-cannot-start = Ainda não dá para começar: { $why }
# $why: por que o valor foi recusado.
lobby-error-options-not-changed = Opções não alteradas: { $why }
lobby-error-nothing-picked = Escolha pelo menos um item.
lobby-error-no-such-list = Não existe opção de lista { $key }.
lobby-error-no-such-option = Este jogo não tem a opção { $key }.
lobby-error-not-playing = Esse jogador não está na partida #{ $game }.
lobby-error-host-cannot-be-kicked = O anfitrião não pode ser expulso da sala de espera: cancele-a.
lobby-error-already-over = A partida #{ $game } já terminou.
lobby-error-not-seated-to-vote = Só o anfitrião ou quem está sentado aqui pode começar ou encerrar esta sala de espera: aperte Entrar para pegar um lugar.
# Um item escolhido que a opção de lista não tem.
lobby-not-in-list = { $item } não está nesta lista.
# Uma opção de lista recusou as quantidades escolhidas: "deck: papéis demais."
lobby-list-refused = { $key }: { $why }.

## Um comando de jogo (em minúsculas: o terminal o imprime depois de "error: ").
table-error-not-found = não existe a partida #{ $game }
table-error-finished = a partida #{ $game } já terminou
table-error-not-started = a partida #{ $game } ainda não começou
table-error-not-finished = a partida #{ $game } não terminou: só uma partida terminada tem um registro para mostrar
table-error-not-seated = você não está nesta partida
table-error-rematch-taken = a partida #{ $game } já tem sua revanche: partida #{ $rematch }
table-error-outdated = esta pergunta está desatualizada: a partida já avançou
