# terminal: textos em português (convenções em docs/design.md, "Text is data").
# O que o próprio `wolfden play` diz para quem está no teclado; os textos
# dos jogos estão nos arquivos deles.

## Começando um jogo.
# `wolfden play` sem jogo: os jogos e um exemplo.
term-which-game = qual jogo? Os jogos são: { $games }. Por exemplo: `wolfden play wolves`, ou `wolfden play --resume-last` para continuar uma partida
# Um jogo nessa lista: "wolves (Wolves)".
term-game-entry = { $slug } ({ $title })
term-seats-range = { $game } precisa de { $min } a { $max } lugares, não { $seats }
term-too-many-humans = --humans { $humans } é mais do que os { $seats } lugares
# A pergunta do nome (a resposta é digitada logo depois, na mesma linha).
term-name-ask = Seu nome [{ $default }]:
# With several humans at the keyboard, each one's name in seat order.
term-name-ask-seat = Nome do jogador { $number } [{ $default }]:
term-name-retry = Escolha outro nome: { $why }.
term-name-refused = --name { $name }: { $why }
term-name-empty = um nome precisa de pelo menos uma letra
term-name-too-long = um nome tem no máximo { $max } caracteres
term-name-control = um nome não pode ter caracteres de controle
term-name-taken = { $name } já está na mesa
term-too-many-names = --name aparece { $names } vezes para { $humans } { $humans ->
    [one] humano
   *[other] humanos
 }
# O nome de uma pessoa quando ninguém deu um e o nome de login é desconhecido.
term-name-default = Jogador
# Pessoas dividindo o teclado: "Jogador 2".
term-name-numbered = Jogador { $number }
term-intro = Partida #{ $id } de { $game } (semente { $seed }), { $seats } lugares. Digite ? para ver as teclas, r para as regras, q para salvar e sair; continue com `wolfden play --resume-last{ $db }`.

## Continuando.
term-nothing-to-resume = { $error }: nada para continuar
term-no-unfinished = nenhuma partida inacabada para continuar em { $database }
term-already-finished = a partida #{ $id } já terminou
term-cancelled = a partida #{ $id } foi cancelada
term-lobby-not-started = a partida #{ $id } é uma sala de espera do Discord que não começou
term-corrupt-seat = dados salvos corrompidos: a partida #{ $id } não tem registro para o lugar { $seat }; rode `wolfden check`
term-stuck = a partida #{ $id } travou: ninguém pode agir (por favor, informe isso com a semente { $seed })
term-terminal-failed = terminal: { $error }

## Uma decisão.
term-pass-keyboard = --- Passe o teclado para { $name } e aperte Enter ---
# A stage (a day, a round) that passed without a decision of the reader's, on a screen of its own.
term-away-header = { $stage }: o que aconteceu enquanto nada era pedido a você
term-away-continue = --- Aperte Enter para continuar ---
# A linha que pergunta (a resposta é digitada logo depois, na mesma linha).
term-ask = { $name }, sua escolha [1-{ $count }; ? teclas]:
term-ask-timer = { $name }, sua escolha [1-{ $count }, w = deixar o timer acabar; ? teclas]:
term-no-timer = Nenhum timer está correndo agora: o jogo espera sua escolha.
term-not-available = { $choice } não está disponível agora: escolha outro número.
term-refuse-line = Digite um número de 1 a { $count }, ou uma tecla: { $keys }.
term-refuse-line-timer = Digite um número de 1 a { $count }, w = deixar o timer acabar, ou uma tecla: { $keys }.
term-news-left-out = … { $count ->
    [one] { $count } linha anterior
   *[other] { $count } linhas anteriores
}: l mostra o registro
# Um evento que só este lugar viu, nas novidades e no registro.
term-private = (privado) { $line }

## As teclas.
term-keys = b o tabuleiro completo · r as regras · l o registro até agora · ? estas teclas · q salvar e sair
term-rules-header = Regras de { $game }
term-rules-page = Página { $page } de { $pages }: { $next ->
    [0] r de novo volta à página 1.
   *[other] r de novo para a página { $next }.
}
term-log-header = Registro até agora
term-log-empty = Nada aconteceu ainda nesta sessão.
term-keys-header = Teclas
term-keys-help = Digite o número de uma escolha para fazê-la, ou uma tecla: { $keys }; w deixa um timer em andamento acabar.

## Saindo e o fim.
term-saved = Salvo. Continue com `wolfden play --resume { $id }{ $db }` ou `wolfden play --resume-last{ $db }`.
term-saved-on-signal = Salvo. Continue com `wolfden play --resume-last{ $db }`.
term-game-over = Fim de jogo: { $summary }
term-story = A história completa:
