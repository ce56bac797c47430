# Arctic Escape: as páginas de /regras, uma mensagem por página (<em>…</em> é negrito).
# docs/rules/arctic-escape.md traz cada página palavra por palavra.

arctic-rules-page-1 =
    <em>Arctic Escape</em> (cooperativo, 1-8 jogadores). Atravessem uma banquisa que derrete e embarquem juntos no navio antes que ela desabe. A fileira 1 é a de cima; o navio espera abaixo da última fileira. Todos começam nas duas fileiras de cima com uma especialidade aleatória e equipamento aleatório (Trenó, Corda, Jangada). Seis pacotes de amostras estão espalhados pelo mapa: entrar numa casa coleta um; a pontuação é o número de amostras coletadas.

    <em>Um turno</em>: 1. Agrupamento: jogadores na mesma casa podem formar, mudar ou desfazer grupos (qualquer um aperta os botões). Um grupo se move e paga como um só jogador. 2. Movimento, na ordem dos lugares (um grupo age na vez do seu primeiro membro): primeiro, se quiser, reequipe-se; depois mova uma casa para cima, para baixo, para a esquerda ou para a direita, ou fique. 3. Navio: qualquer um pode mover o navio uma coluna (derrete uma casa). 4. As nevascas descem uma fileira, às vezes de lado ou fazendo curva; uma some quando o centro sai do mapa, ou sozinha só raramente (1 turno em 150 no meio do mapa); uma nova pode se formar no topo. 5. Derretimento: casas aleatórias viram fendas.

    Numa mesa com pessoas e bots, o agrupamento, o movimento de um grupo e o navio são decididos pelas pessoas: os bots esperam e dizem no seu painel o que escolheriam.

arctic-rules-page-2 =
    <em>Terreno</em>
    - Gelo: livre.
    - Neve / Montanha / Água: entrar gasta um Trenó / Corda / Jangada de qualquer um do grupo (você escolhe quem). Um Condutor de Trenó / Alpinista / Marinheiro no grupo só gasta a peça 1 vez em 3, mas ela ainda precisa estar com alguém.
    - Gelo fino: um jogador, por um turno: saia dele no seu próximo movimento ou caia. Na saída, ele quebra e vira fenda (1 vez em 3 com um Andarilho da Neve).
    - Ponte: um jogador por vez; na saída, desaba 1 vez em 3 (nunca sob um Engenheiro).
    - Fenda: intransponível, exceto uma vez por jogo para um Engenheiro sozinho levando Corda, que a transforma em ponte.
    - Nevasca (3 casas): entrar derrete uma casa aleatória; sair custa a cada um que se move uma peça aleatória. Um Explorador no grupo faz cada uma dessas coisas acontecer só 1 vez em 3.

arctic-rules-page-3 =
    <em>Reequipar</em>: largue as peças que quiser; depois cada membro é reabastecido até o limite com peças à sua escolha. Isso derrete uma casa aleatória por jogador ou grupo (não por peça).

    <em>Embarque</em>: desça a partir da casa da última fileira ao lado do navio. Todos precisam embarcar no mesmo turno, então o embarque só abre quando todos que ainda estão em terra estão nessa casa e ainda não se moveram; quando alguém embarca, o resto embarca também.

    <em>Vocês perdem</em> quando os derretimentos chegam ao máximo, quando um jogador cai numa fenda, ou quando fendas isolam um jogador da última fileira ou separam os jogadores de modo que nunca possam embarcar juntos. Enquanto um Engenheiro ainda tiver sua ponte, um isolamento é só um aviso.

arctic-rules-page-4 =
    <em>Configurações</em>: size (small 6x8, medium 8x10, large 10x12), equipment (peças por jogador, 1-3), difficulty (1-5: gelo comum de 80% até 32%), melt_per_turn (1-3), max_melts (5-40, auto = um quarto das casas), blizzards (0-3 ao mesmo tempo), melt_occupied (derretimentos aleatórios podem atingir casas ocupadas; ativado por padrão).

    <em>Mapa</em>: "." gelo, "-" gelo fino, "*" neve, "^" montanha, "~" água, "=" ponte, "#" fenda; depois do terreno de uma casa vêm as marcas: os dígitos de cada jogador nela, "s" uma amostra, "@" uma nevasca.

    <em>Imagem do mapa</em>: colunas a partir de A no alto, fileiras a partir de 1 na lateral: c5 é a coluna C, fileira 5. Discos: jogadores, com o número; um anel colorido une um grupo; um X vermelho: caiu. Losango laranja: uma amostra. Cinza com riscos brancos: uma nevasca. Claro: gelo · azul-claro, rachado: gelo fino · branco, pontilhado: neve · pico cinza: montanha · azul, com ondas: água · escuro: fenda · tábuas: ponte. Abaixo do mapa: o navio (quem está a bordo ao lado). A seta dourada marca a casa de embarque. No alto: derretimentos até agora e amostras coletadas.
