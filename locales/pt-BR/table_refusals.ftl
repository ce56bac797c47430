# table: por que um comando da sala de espera ou do jogo foi recusado
# (src/table/lobby.rs `LobbyError::text`, src/table/mod.rs `TableError::text`),
# mostrado no Discord e no terminal. Convenções: docs/design.md, "Text is data".
# `$game` é o número de um jogo ("Jogo #12"); `$key` e `$item` são uma chave
# ou um valor de opção como foram digitados, já mostrados como código.

## A sala de espera.
lobby-error-started = O jogo #{ $game } já começou.
lobby-error-over = O jogo #{ $game } terminou.
lobby-error-cancelled = O jogo #{ $game } foi cancelado.
lobby-host-only-add-bots = Só o anfitrião pode adicionar bots.
lobby-host-only-options = Só o anfitrião pode mudar as opções.
lobby-host-only-start = Só o anfitrião pode começar o jogo.
lobby-host-only-cancel = Só o anfitrião pode cancelar o jogo.
lobby-error-already-joined = Você já entrou.
lobby-error-full = A mesa está cheia ({ $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }).
lobby-error-host-cannot-leave = O anfitrião não pode sair: aperte Cancelar para fechar a sala de espera.
lobby-error-not-joined = Você não entrou neste jogo.
# $why: o motivo do jogo (por enquanto em inglês).
lobby-error-cannot-start = Ainda não dá para começar: { $why }
# $why: por que o valor foi recusado.
lobby-error-options-not-changed = Opções não alteradas: { $why }
lobby-error-nothing-picked = Escolha pelo menos um item.
lobby-error-no-such-list = Não existe opção de lista { $key }.
lobby-error-no-such-option = Este jogo não tem a opção { $key }.
lobby-error-not-playing = Esse jogador não está jogando no jogo #{ $game }.
lobby-error-host-cannot-be-kicked = O anfitrião não pode ser expulso da sala de espera: cancele-a.
lobby-error-already-over = O jogo #{ $game } já terminou.
lobby-error-not-seated-to-vote = Só o anfitrião ou quem está sentado aqui pode começar ou encerrar esta sala de espera: aperte Entrar para pegar um lugar.
# Um item escolhido que a opção de lista não tem.
lobby-not-in-list = { $item } não está nesta lista.
# Uma opção de lista recusou as quantidades escolhidas: "deck: papéis demais."
lobby-list-refused = { $key }: { $why }.

## Um comando de jogo (em minúsculas: o terminal o imprime depois de "error: ").
table-error-not-found = não existe o jogo #{ $game }
table-error-finished = o jogo #{ $game } já terminou
table-error-not-started = o jogo #{ $game } ainda não começou
table-error-not-finished = o jogo #{ $game } não terminou: só um jogo terminado tem um registro para mostrar
table-error-not-seated = você não está jogando neste jogo
table-error-rematch-taken = o jogo #{ $game } já tem sua revanche: jogo #{ $rematch }
table-error-outdated = esta pergunta está desatualizada: o jogo já avançou
