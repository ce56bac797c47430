# Wolfpack: as páginas de /regras, uma mensagem por página (<em>…</em> é negrito).
# docs/rules/wolfpack.md traz cada página palavra por palavra.

wolfpack-rules-page-1 =
    <em>Wolfpack</em>: capture ovelhas e lobos hostis. Cada jogador tem uma cor de matilha (Cinza, Branca, Preta, Vermelha, Marrom) com 10 lobos. Os lobos em jogo e 14/21/28 ovelhas por jogador (opção length) são embaralhados em 6 montes virados para baixo. Há 56 cartas de ação: 14 de cada uma entre Capturar ovelhas, Capturar lobos, Roubar uma carta e Trocar cartas.
    Abertura: sorteia-se quem começa e, na ordem dos lugares, cada jogador pega 3 cartas de jogo, uma de cada vez, dos montes que quiser. Sua mão é secreta; todos veem quantas cartas você tem.

wolfpack-rules-page-2 =
    <em>Sua vez</em>: faça exatamente uma destas ações
    1. pegue uma carta de jogo de um monte à sua escolha;
    2. pegue uma carta de ação e fique com ela ou jogue-a na hora (se já tiver duas, precisa jogá-la);
    3. jogue uma carta de ação da sua mão;
    4. descarte suas duas cartas de ação viradas para baixo (em segredo) e pegue uma carta nova, jogável a partir da sua próxima vez.
    Você pode ter quantas cartas de jogo quiser, mas no máximo 2 cartas de ação. Quando o baralho de ações acaba, os descartes são embaralhados num novo baralho.

wolfpack-rules-page-3 =
    <em>Cartas de ação</em>
    Capturar ovelhas: se sua mão tem mais lobos da sua cor do que lobos hostis, todas as ovelhas dela vão para a sua pilha de pontos (1 ponto cada), e o tabuleiro anuncia as contagens de lobos que permitiram isso (em vez de os outros pedirem para ver). Senão, a carta é gasta à toa e o tabuleiro diz apenas que a captura falhou.
    Capturar lobos: todo lobo hostil da sua mão vai para a sua pilha de pontos (3 pontos cada).
    Roubar uma carta: de cada outro jogador ainda em jogo, pegue uma carta de jogo aleatória ou uma carta de ação aleatória (você escolhe o tipo; nunca acima de 2 cartas de ação).
    Trocar cartas: toda mão ainda em jogo passa para o jogador seguinte, para a esquerda ou para a direita, como você escolher. Uma mão com mais de 2 cartas de ação descarta ao acaso.

wolfpack-rules-page-4 =
    <em>Fim e pontuação</em>: um jogador cujos 10 lobos foram todos capturados fica fora de jogo (é pulado e não pode ser alvo), mas ainda pontua. O jogo termina na hora quando alguém captura todos os lobos adversários, ou quando a última carta de jogo é tirada dos montes; quem ficar sozinho em jogo continua jogando.
    Pilha de pontos: ovelha 1, lobo hostil 3. Cada mão no final: as ovelhas dela vão para o dono da cor com mais lobos naquela mão (a cor do próprio dono conta); em caso de empate, elas são divididas igualmente entre os donos empatados e a sobra se perde. Uma mão sem lobos não pontua; lobos e cartas de ação na mão não pontuam. O maior total vence; empates dividem a vitória.
