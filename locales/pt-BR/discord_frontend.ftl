# discord: os textos do próprio frontend do Discord (src/discord/): respostas,
# recusas, a sala de espera, botões, rodapés, DMs. Convenções: docs/design.md,
# "Text is data". Os argumentos `$host`, `$user`, `$player`, `$players` e
# `$channel` são menções do Discord; `$link` é um link; `$stop`, `$play`,
# `$global`, `$key`, `$scope` são comandos ou palavras digitadas, mostrados
# como código. `$game` é o número de uma partida ("partida #12"), salvo indicação.
# Rótulos de botão, textos de menu e rodapés não têm ênfase.

## Respostas curtas que qualquer handler pode dar (src/discord/reply.rs).
discord-outdated = ⌛ Esta pergunta está desatualizada: a partida já avançou. Aqui está sua mão atual.
discord-unknown-button = Não reconheço este botão (ele pode ser de uma versão antiga do bot).
discord-not-seated = Você não está na partida #{ $game }.
discord-game-gone = A partida #{ $game } não existe mais.
discord-internal-error = Algo deu errado do meu lado; nada foi alterado. Tente de novo.
# Uma leitura que falhou (estatísticas, um ranking): nada ia mudar.
discord-read-error = Algo deu errado do meu lado. Tente de novo.
discord-host-only-add-bots = Só o anfitrião ({ $host }) pode adicionar bots.
discord-host-only-options = Só o anfitrião ({ $host }) pode mudar as opções.
discord-host-only-start = Só o anfitrião ({ $host }) pode começar a partida.
discord-host-only-cancel = Só o anfitrião ({ $host }) pode cancelar a partida.

## Tabuleiros e painéis (src/discord/render.rs).
# Embaixo de um embed que teve de deixar campos de fora (em itálico).
discord-more-not-shown = ({ $count ->
        [one] mais { $count } não mostrado
       *[other] mais { $count } não mostrados
    })
# O botão embaixo de um tabuleiro em andamento que abre o painel privado.
discord-show-my-hand = Mostrar minha mão
discord-show-my-role = Mostrar meu papel
# O rodapé de um tabuleiro ou de uma sala de espera.
discord-footer-game = Partida #{ $game }
# O rodapé de um painel privado.
discord-private-footer = Partida #{ $game } · só você vê isto
# O título acima da pergunta de um lugar no painel privado.
discord-your-move = ▶ Sua jogada
# Um menu de escolhas: "Escolha… (26–50 de 60)".
discord-choose = Escolha… ({ $first }–{ $last } de { $total })
discord-refresh = Atualizar
discord-previous = ◀ Anterior
discord-next = Próxima ▶
# "Próxima ▶ (2/3)": a página mostrada agora, de quantas.
discord-next-page = Próxima ▶ ({ $page }/{ $pages })
# Acima de um painel privado pedido depois do jogo.
discord-panel-game-over = Esta partida terminou.
discord-panel-game-stopped = Esta partida foi encerrada.
discord-panel-not-started = A partida #{ $game } ainda não começou: o anfitrião aperta Começar.
discord-panel-cancelled = A partida #{ $game } foi cancelada antes de começar.
# /regras: `$game` é o título do jogo.
discord-rules-title = { $game } — regras
discord-rules-footer = Página { $page }/{ $pages } · { $min }-{ $max } jogadores · /jogar jogo:{ $slug }

## A mensagem da sala de espera (src/discord/render.rs).
# `$game` é o título do jogo.
discord-lobby-title = { $game } — sala de espera
discord-lobby-intro = Aperte <em>Entrar</em> para jogar. { $min }-{ $max } jogadores; o anfitrião adiciona bots e começa (sem o anfitrião, a maioria de quem está sentado vota com Começar ou Cancelar).
discord-lobby-cancelled = Esta sala de espera foi cancelada.
discord-lobby-started = Esta partida já começou.
# Um lugar da lista de jogadores que é do anfitrião: "1. @Ana (anfitrião)".
discord-lobby-host-seat = { $seat } (anfitrião)
discord-lobby-nobody = ninguém ainda
discord-lobby-players = Jogadores ({ $seated }/{ $max })
discord-lobby-players-continued = Jogadores (continuação)
discord-lobby-host = Anfitrião
discord-lobby-options = Opções
discord-lobby-votes = Votos
# O que o jogo vai fazer ao Começar com estas opções e jogadores.
discord-lobby-at-start = Ao começar
discord-button-join = Entrar
discord-button-leave = Sair
discord-button-add-bot = Adicionar bot
discord-button-options = Opções
discord-button-start = Começar
discord-button-cancel = Cancelar
# Os menus do anfitrião para uma opção de lista (um baralho de Lobisomem);
# `$list` é a chave da opção por extenso ("baralho").
discord-list-add = Adicionar { $list }…
discord-list-remove = Remover { $list }…
# Embaixo de um item do menu Adicionar que já está na lista.
discord-list-count = { $count } na lista agora
# A volta do menu Remover ao padrão da opção (`$preset`: seu valor, "auto").
discord-list-reset = ↺ Voltar ao padrão ({ $preset })
discord-list-reset-hint = Desfazer as mudanças desta lista

## Os botões da sala de espera (src/discord/lobby.rs).
discord-lobby-elsewhere = Esta sala de espera está em { $channel }: entre por lá.
discord-lobby-not-here = Esta sala de espera não está neste canal.
# Começar recusado: `$why` diz quais permissões faltam.
discord-threads-needed = Esta mesa joga em tópicos. { $why }
# Dito ao Começar no canal do jogo.
discord-thread-game = ℹ️ Esta partida acontece num tópico: aqui não consigo silenciar jogadores (tópicos não têm permissões próprias) nem abrir tópicos privados dentro dele, então vou pedir silêncio, e as conversas privadas passam pelos seus painéis.
discord-privileged = ℹ️ Todos os tópicos privados daqui podem ser lidos por { $players } (quem tem Gerenciar tópicos lê tópicos privados; Administrador também ignora as permissões do canal, inclusive o silêncio): por favor, não leiam as salas privadas e fiquem em silêncio quando for pedido.
# O painel de opções: uma opção com menu de valores não pode ser digitada.
discord-option-not-typed = { $key } é escolhido no menu, não digitado.
discord-lobby-not-posted = Não consegui postar a sala de espera neste canal; nada foi aberto. Tente de novo.

## Uma permissão que falta ao bot (src/discord/perms.rs). `$permissions`:
## seus nomes, cada um em negrito; `$count`: quantas.
discord-missing-permissions = Não tenho { $count ->
        [one] a permissão
       *[other] as permissões
    } { $permissions } neste canal. Peça a um admin do servidor para concedê-{ $count ->
        [one] la
       *[other] las
    } e tente de novo.
# O nome de uma permissão (o do Discord, em inglês) nessa lista.
discord-permission = <em>{ $name }</em>

## /jogar, /regras, /estatísticas, /ranking, /dms (src/discord/commands/).
# `$stop` é o comando `/partida encerrar`.
discord-busy = Já há uma partida em andamento neste canal (partida #{ $game }). Termine-o ou encerre-o com { $stop }, ou jogue em outro canal ou num tópico.
discord-lobby-open = Sua sala de espera da partida #{ $game } está aberta: { $link }
# `$game` é o nome como foi digitado; `$games` os nomes dos jogos como se digitam.
discord-unknown-game = jogo desconhecido: { $game }; os jogos são: { $games }.
# `$why`: o que há de errado nas opções.
discord-bad-options = Opções inválidas: { $why }
# Os escopos de /ranking como o menu os oferece.
discord-scope-server = este servidor
discord-scope-global = global
# `$scope` é o que foi digitado; `$server` e `$global` os dois escopos.
discord-unknown-scope = Escopo desconhecido: { $scope }. Use { $server } ou { $global }.
discord-dms-on = Vou te mandar DM quando for a sua vez.
discord-dms-off = Chega de DMs: vou te mencionar no canal da partida.

## /partida status, encerrar, expulsar, registro (src/discord/commands/game.rs).
discord-moderators-only-stop = Só o anfitrião ou membros que podem gerenciar mensagens podem encerrar a partida.
discord-moderators-only-kick = Só o anfitrião ou membros que podem gerenciar mensagens podem expulsar um jogador.
# /partida status: `$game` é o título do jogo, `$status` um dos quatro abaixo.
discord-status = <em>{ $game }</em> · partida #{ $id } · { $status } · { $moves ->
        [0] nenhuma jogada
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
discord-status-lobby = sala de espera
discord-status-running = em andamento
discord-status-finished = terminada
discord-status-cancelled = cancelada
discord-status-players = Jogadores: { $players }
discord-status-board = Tabuleiro: { $link }
discord-game-stopped = ⏹ A partida #{ $game } foi encerrada por { $user }. O registro fica guardado.
discord-kick-not-playing = { $player } não está na partida #{ $game }.
discord-kicked-from-lobby = Tirei { $player } da sala de espera da partida #{ $game }.
discord-kicked-to-bot = O lugar de { $player } na partida #{ $game } agora é jogado por um bot.
discord-log-no-game = Nenhuma partida terminou neste canal ainda: informe o número de uma partida.
discord-log-not-here = A partida #{ $game } não foi jogada neste servidor.
# `$place`: o canal da partida, ou as palavras abaixo quando ele é desconhecido.
discord-log-elsewhere = O registro da partida #{ $game } só é dado no canal em que ela foi jogada ({ $place }): peça lá.
discord-log-its-channel = o canal da partida
discord-log-not-finished = A partida #{ $game } não terminou: o registro, com os segredos, só é mostrado quando ela acabar.
# Acima do arquivo do registro; `$title` é o título do jogo.
discord-log-file = 📜 O registro completo de <em>{ $title }</em>, partida #{ $game }: cada ação e o que cada jogador viu, e depois todos os fatos ocultos.

## Qualquer comando (src/discord/commands/mod.rs).
# `$play` é o comando `/jogar`.
discord-no-game-here = Não há partida em andamento neste canal. Comece uma com { $play }.
discord-guild-only = Este comando funciona num canal de servidor, não em DMs: as partidas acontecem nos canais.
# `$error`: o que a biblioteca do Discord diz que está errado (em inglês).
discord-unreadable-command = Não consegui ler esse comando: { $error }

## /estatísticas e /ranking (src/discord/ratings.rs).
# `$name` é o nome do usuário.
discord-stats-title = Estatísticas de { $name }
discord-stats-none = Nenhuma partida terminada ainda.
discord-stats-played = Partidas: { $played } · vitórias: { $won } ({ $percent }%)
discord-stats-best = Melhor resultado: { $score } (cooperativo: sem pontuação)
# `$rating`: a pontuação e sua incerteza ("27.1 ± 2.3").
discord-stats-rating = Pontuação { $rating } ({ $games ->
        [one] { $games } partida com pontuação
       *[other] { $games } partidas com pontuação
    })
discord-stats-unrated = Ainda sem pontuação (precisa de uma partida com outro jogador)
discord-stats-streak = Melhor sequência: { $streak ->
        [0] { $streak } vitórias seguidas
        [one] { $streak } vitória
       *[other] { $streak } vitórias seguidas
    }
# `$role`: o nome do papel; `$count`: em quantas partidas.
discord-stats-favourite = Papel favorito: { $role } ({ $count }×)
discord-stats-footer = Pontuação: estimativa ± incerteza (um desvio padrão), Weng-Lin
# `$global` é a opção `escopo:global`.
discord-leaderboard-needs-server = Um ranking do servidor precisa de um servidor: aqui, use { $global }.
# `$game` é o título do jogo.
discord-leaderboard-title-server = { $game } — ranking (este servidor)
discord-leaderboard-title-global = { $game } — ranking (global)
discord-leaderboard-empty-cooperative = Ninguém está no ranking ainda: é preciso ter { $min } partidas terminadas para entrar.
discord-leaderboard-empty-rated = Ninguém está no ranking ainda: é preciso ter { $min } partidas com pontuação (com outro jogador) para entrar.
# A linha de um jogo com pontuação: "3. @Ana — 27.1 ± 2.3 · 12 partidas · 7 vitórias".
discord-leaderboard-rated = <em>{ $rank }.</em> { $player } — { $rating } · { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } · { $won ->
        [0] nenhuma vitória
        [one] { $won } vitória
       *[other] { $won } vitórias
    }
# A linha de um jogo cooperativo: "3. @Ana — venceu 7 de 12 (58%) · melhor 4".
discord-leaderboard-cooperative = <em>{ $rank }.</em> { $player } — venceu { $won } de { $games } ({ $percent }%) · melhor { $best }
discord-leaderboard-footer-cooperative = Ordenado por partidas vencidas, depois taxa de vitória · pelo menos { $min } partidas · página { $page }/{ $pages }
# `$sigmas`: quantas incertezas são descontadas da pontuação ("3").
discord-leaderboard-footer-rated = Ordenado por pontuação − { $sigmas } × incerteza · pelo menos { $min } partidas · página { $page }/{ $pages }

## O botão Revanche (src/discord/rematch.rs); `$id` é o número da nova partida.
discord-rematch-open = A revanche da partida #{ $game } está aberta como partida #{ $id }: { $link }
discord-rematch-not-seated = Você não está na partida #{ $game }. Só quem jogou pode pedir revanche.
discord-rematch-taken = A partida #{ $game } já tem sua revanche (partida #{ $id }): entre na sala de espera dela.
# `$stop` é o comando `/partida encerrar`.
discord-rematch-busy = Já há uma partida em andamento neste canal: termine-o ou encerre-o com { $stop } antes.

## O além dos mortos e espectadores (src/discord/afterlife.rs).
discord-afterlife-not-started = Esta partida ainda não começou.
discord-afterlife-none = Este jogo não tem além: tudo o que ele mostra está no tabuleiro.
discord-afterlife-alive = Você ainda está na partida: o além é para os mortos e os espectadores.
discord-afterlife-footer = Partida #{ $game } · só os mortos e os espectadores veem isto
discord-afterlife-over = Esta partida terminou; aqui está tudo.
discord-afterlife-kicked = Seu lugar passou para um bot antes de você morrer, e seu time ainda pode estar jogando: você pode assistir quando a partida terminar.
# `$thread` é o tópico do além.
discord-afterlife-joined = Você entrou no além: { $thread }.
discord-afterlife-cannot-add = Não consigo te adicionar ao tópico do além: este painel é o além.
discord-afterlife-no-thread = Não consigo abrir um tópico privado aqui: este painel é o além.
# Dito depois de uma das três acima a um espectador que o bot não consegue silenciar.
discord-afterlife-keep-quiet = Por favor, fique em silêncio no canal da partida até ela terminar.
# Uma DM; `$title` é o título do jogo.
discord-afterlife-dm = <em>{ $title }</em> (partida #{ $game }): você está fora da partida. O painel do além mostra todos os papéis, artefatos e as ações desta noite; fique em silêncio no canal.
# Um evento que nem todos os vivos viram: "🔒 para Ana, Beto: Ana olhou a carta de Beto."
# `$seats`: quem viu (nomes); `$line`: o evento.
discord-afterlife-hidden = 🔒 para { $seats }: { $line }
discord-afterlife-open-panel = Abrir o painel do além
# O nome do tópico; `$title` é o título do jogo.
discord-afterlife-thread = { $title } #{ $game } · Além
discord-afterlife-intro = <em>O além</em> — só para os mortos e os espectadores. Cada ação secreta é postada aqui assim que acontece; o botão mostra todos os papéis e artefatos. Nada do que é dito aqui chega aos vivos: fique em silêncio no canal.
# A última mensagem de um tópico privado (o além, uma sala).
discord-thread-closed = A partida terminou: este tópico está fechado.

## A toca dos lobos e outras salas privadas (src/discord/rooms.rs). `$room` é
## o nome da sala como o jogo o dá ("a toca dos lobos").
# Uma DM; `$title` é o título do jogo.
discord-room-dm = <em>{ $title }</em> (partida #{ $game }): não consigo abrir aqui um tópico privado para a sala { $room }, então use os botões do seu painel privado (<em>{ $button }</em> no tabuleiro) para combinar.
# A primeira mensagem do tópico da sala; `$members`: os nomes dos membros.
discord-room-intro = <em>{ $room }</em> — só os membros podem ler este tópico: { $members }. Conversem aqui; suas escolhas continuam passando pelo seu painel privado (<em>{ $button }</em> no tabuleiro).

## Silêncio para os mortos (src/discord/silence.rs). `$players`: menções.
discord-silence-asked = 🤫 Por favor, fiquem em silêncio neste canal: { $players }.
# Um jogador a quem se pede silêncio, com o motivo do jogo ("morto").
discord-silence-muted-player = { $player } ({ $reason })
discord-silence-freed = 🗣 Podem falar de novo: { $players }.
discord-silence-not-enforced = (Não consigo garantir isso aqui: preciso das permissões Gerenciar permissões e Enviar mensagens neste canal, e num tópico não dá para garantir o silêncio de um jogo.)
discord-silence-unbound = 🤫 Silêncio também para { $players }, mas para administradores (ou quem tem Gerenciar tópicos) as permissões do canal não valem: por favor, respeitem mesmo assim.

## Os botões do tabuleiro (src/discord/boards.rs).
discord-rematch = Revanche

## O que o fan-out diz aos jogadores (src/discord/fanout/, src/discord/mod.rs).
# Postado embaixo do tabuleiro quando uma partida termina; `$summary`: o resultado.
discord-game-over = 🏁 <em>Fim de jogo</em> — { $summary }
# DMs; `$title` é o título do jogo.
discord-channel-deleted = <em>{ $title }</em> (partida #{ $game }) terminou: o canal dela foi apagado. O registro fica guardado.
discord-guild-removed = <em>{ $title }</em> (partida #{ $game }) terminou: fui removido do servidor dela. O registro fica guardado.
# No canal, depois das menções de quem está com as DMs fechadas.
discord-nudge = a partida #{ $game } precisa de você: aperte <em>{ $button }</em> no tabuleiro.
discord-game-started = A partida começou.
# A pergunta feita agora a um jogador; `$question` é a do jogo.
discord-your-turn = Sua vez: { $question }
# A primeira linha de uma DM com novidades: `$title` é o título do jogo.
discord-news = <em>{ $title }</em> (partida #{ $game }):
discord-news-in = <em>{ $title }</em> (partida #{ $game }) em { $channel }:
# Acima de uma resposta que não pôde ser postada no canal.
discord-private-fallback = (Não consigo postar neste canal, então só você vê isto.)

## Voice games (src/discord/voice.rs); `$channel` is the voice channel.
discord-voice-on = 🔊 Voz: à noite eu silencio no servidor todos os jogadores em { $channel }; de dia os mortos e os silenciados continuam silenciados; no fim, todos que silenciei voltam a falar.
discord-voice-no-permission = 🔇 Não posso silenciar membros em { $channel } (Silenciar membros): esta partida continua sem controle de voz.
discord-voice-lobby-no-permission = 🔇 Não posso silenciar membros em { $channel } (Silenciar membros): a partida será sem controle de voz. Me dê essa permissão lá ou escolha outro canal de voz em Opções.
discord-voice-channel-gone = 🔇 O canal de voz da partida foi apagado: esta partida continua sem controle de voz.
