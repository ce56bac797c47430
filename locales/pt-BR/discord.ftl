# discord: textos em português (convenções em docs/design.md, "Text is data").

## /ajuda: o que cada comando faz e como um jogo acontece.
discord-help-title = wolfden: como jogar
discord-help-intro = Jogos de mesa com tema de lobos, jogados num canal do servidor com amigos e bots: { $games }.
discord-help-how-name = Como funciona uma partida
discord-help-how =
    1. <em>/jogar</em> com um jogo abre uma sala de espera neste canal.
    2. Quem quer jogar aperta <em>Entrar</em>; o anfitrião pode usar <em>Adicionar bot</em> e ajustar as <em>Opções</em> (Lobisomem: um canal de voz a silenciar), e depois aperta <em>Começar</em>.
    3. O tabuleiro fica no canal para todo mundo. <em>Mostrar minha mão</em> (<em>Mostrar meu papel</em> no Lobisomem; ou <em>/mão</em>) abre seu painel privado: suas cartas ou seu papel, o que você sabe e suas escolhas. Só você vê.
    4. No fim, o tabuleiro conta a história. <em>Revanche</em> abre uma nova sala com as mesmas pessoas; <em>/partida registro</em> dá o registro completo.
discord-help-commands-name = Comandos
discord-help-commands =
    <em>/jogar</em>: abre aqui uma sala de espera para um jogo.
    <em>/mão</em>: seu painel privado na partida deste canal.
    <em>/regras</em>: as regras de um jogo, página por página.
    <em>/partida status</em>: o tabuleiro, as pessoas e o estado deste canal, só para você.
    <em>/partida registro</em>: o registro completo de uma partida terminada, como arquivo.
    <em>/partida encerrar</em>, <em>/partida expulsar</em>: para a partida, ou passa o lugar de alguém para um bot (o anfitrião ou moderadores).
    <em>/partida assistir</em>: assistir do além (os mortos e espectadores).
    <em>/estatísticas</em>, <em>/ranking</em>: seus resultados e pontuações; os melhores de um jogo.
    <em>/dms</em>: liga ou desliga as mensagens diretas de "é a sua vez".
    <em>/idioma</em>: o idioma em que falo com você e (com Gerenciar servidor) o das novas partidas deste servidor.
    <em>/ajuda</em>: esta página.

## O tabuleiro final.
discord-final-whole-story = Os fatos ocultos de cada lugar e o registro completo: /partida registro.

## Uma sala de espera que ninguém começou (src/discord/expiry.rs).
lobby-expire-notice = ⌛ Esta sala de espera expirou: ninguém começou a partida em { $minutes } min. Abra uma nova com <em>/jogar</em>.

## Uma sala cujo anfitrião está ausente: os votos de quem está sentado (src/table/lobby.rs).
lobby-vote-start = Começar: { $votes } de { $needed } votos
lobby-vote-end = Encerrar: { $votes } de { $needed } votos
lobby-vote-rule = Sem o anfitrião, { $needed } votos de quem está sentado começam ou encerram a sala: aperte Começar ou Cancelar para votar.

## Uma partida em andamento que ninguém joga (src/table/abandon.rs).
abandon-notice = 🕸 Partida abandonada: ninguém jogou por { $time }. Ela termina sem resultado; o registro é mantido e nenhuma pontuação muda.

## Uma opção longa por extenso: "24 h" (src/table/lobby.rs, `option_value_words`).
table-option-hours = { $hours } h

## As descrições dos comandos de barra (no máximo 100 caracteres; os nomes estão no fim deste arquivo).
cmd-play = Abrir uma sala para uma partida neste canal
cmd-play-game = O jogo
cmd-play-options = Opções como key=value, p. ex. tokens=3 turn_timer=60
cmd-hand = Sua mão e suas escolhas na partida deste canal (só você vê)
cmd-rules = Ler o resumo das regras de um jogo
cmd-rules-game = O jogo
cmd-game = A partida deste canal
cmd-game-status = O tabuleiro, os jogadores e o estado da partida (só você vê)
cmd-game-stop = Encerrar a partida deste canal (o anfitrião ou Gerenciar mensagens); o registro fica guardado
cmd-game-kick = Dar o lugar de um jogador a um bot (o anfitrião ou Gerenciar mensagens)
cmd-game-kick-player = O jogador que um bot vai substituir
cmd-game-log = O registro completo de uma partida encerrada deste servidor, como arquivo de texto
cmd-game-log-id = O número da partida (senão, a última encerrada neste canal)
cmd-game-watch = Acompanhar a partida deste canal do além (só mortos e espectadores)
cmd-stats = Partidas jogadas e vencidas, pontuações e sequências, por jogo
cmd-stats-user = De quem (você, se não disser)
cmd-stats-game = Só este jogo
cmd-leaderboard = Os melhores jogadores de um jogo (com partidas suficientes), em páginas
cmd-leaderboard-game = O jogo
cmd-leaderboard-scope = server (padrão) ou global
cmd-dms = Ligar ou desligar as DMs de "é a sua vez" (Mostrar minha mão sempre funciona)
cmd-dms-enabled = Me mandar DM quando for a minha vez
cmd-help = O que cada comando faz e como uma partida funciona (só você vê)
cmd-public = Postar no canal para todos (senão só você vê)

## /idioma (src/discord/commands/language.rs).
cmd-language = Escolha o idioma em que o wolfden fala com você ou (gestão do servidor) o do servidor
cmd-language-mine = Seu idioma: seus painéis e mensagens
cmd-language-server = O idioma das novas partidas deste servidor (Gerenciar servidor)
cmd-language-discord = Como o Discord diz (seu app ou o servidor)
language-name-en = inglês
language-name-pt-br = português do Brasil
language-name-es = espanhol
language-name-de = alemão
language-name-fr = francês
language-yours-chosen = Você lê o wolfden em { $language }, como escolheu.
language-yours-discord = Você lê o wolfden em { $language }, o idioma do seu app do Discord.
language-server-chosen = As novas partidas deste servidor são jogadas em { $language }, como a gestão escolheu.
language-server-from-discord = As novas partidas deste servidor são jogadas em { $language }, o idioma do servidor no Discord.
language-how = Escolha o seu com <em>/idioma meu</em>. Um membro com a permissão Gerenciar servidor escolhe o do servidor com <em>/idioma servidor</em>: é o idioma do tabuleiro, dos avisos e da história das partidas abertas depois.
language-mine-set = De agora em diante você lê o wolfden em { $language }: seus painéis, suas mensagens e as respostas do bot.
language-mine-discord = De agora em diante você lê o wolfden no idioma do seu app do Discord ({ $language }).
language-server-set = As novas partidas deste servidor são jogadas em { $language }: tabuleiro, avisos e história. As partidas já abertas mantêm o idioma delas.
language-server-discord = As novas partidas deste servidor são jogadas no idioma dele no Discord ({ $language }). As partidas já abertas mantêm o idioma delas.
language-server-refused = Só um membro com a permissão Gerenciar servidor pode escolher o idioma do servidor.
language-server-no-server = Não há servidor aqui: o idioma de um servidor é escolhido em um dos canais dele.

## Os nomes dos comandos de barra e das opções deles, como quem usa o
## Discord em português os digita (letras minúsculas, dígitos, - e _, no
## máximo 32, sem espaço). Um texto que cita um comando o cita por este nome.
cmd-name-play = jogar
cmd-name-hand = mão
cmd-name-rules = regras
cmd-name-game = partida
cmd-name-game-status = status
cmd-name-game-stop = encerrar
cmd-name-game-kick = expulsar
cmd-name-game-log = registro
cmd-name-game-watch = assistir
cmd-name-stats = estatísticas
cmd-name-leaderboard = ranking
cmd-name-dms = dms
cmd-name-help = ajuda
cmd-name-language = idioma
cmd-option-game = jogo
cmd-option-options = opções
cmd-option-player = jogador
cmd-option-id = id
cmd-option-user = usuário
cmd-option-scope = escopo
cmd-option-enabled = ativadas
cmd-option-public = público
cmd-option-mine = meu
cmd-option-server = servidor
