# Project Planning: as páginas de /regras, uma mensagem por página (<em>…</em> é negrito).
# docs/rules/project-planning.md traz cada página palavra por palavra.

pp-rules-page-1 =
    <em>Arctic Wolf Project Planning</em> (uma homenagem a Love Letter)
    Você tem uma carta na mão: a pessoa ligada ao seu projeto. Na sua vez, você compra uma carta, depois joga uma das suas duas cartas e a resolve; a outra fica na sua mão. As cartas jogadas vão viradas para cima para a sua pilha de descarte, que todos podem ver.

    Tire os outros da rodada, ou tenha a carta mais alta quando o baralho acabar, para vencer a rodada e ganhar uma <em>ficha de projeto</em>. Quem sai da rodada coloca a mão virada para cima na sua pilha de descarte sem resolvê-la, não pode ser escolhido e pula as suas vezes até a rodada seguinte.

    A cada rodada, uma carta é separada virada para baixo; com dois jogadores, mais quatro são separadas viradas para cima. De 2 a 4 jogadores usam o baralho W (16 cartas); de 5 a 8, duas cópias (32).

pp-rules-page-2 =
    <em>Baralho W</em>
    8 <em>VP de P&D</em> ×1: diga um valor; todo jogador na rodada que o tiver está fora, inclusive você.
    7 <em>CFO</em> ×1: se o total do seu descarte (contando esta carta) for estritamente o maior, ganhe uma ficha de projeto.
    6 <em>Arquiteto-Chefe</em> ×1: troque de mão com outro jogador.
    5 <em>Gerente de Produto</em> ×2: inverta o sentido do jogo.
    4 <em>CSE</em> ×2: aposte em ímpar ou par e compare mãos em segredo com outro jogador; se a carta dele tiver essa paridade, ele está fora; senão, você está. A mesa só fica sabendo quem saiu, não a aposta.
    3 <em>Líder de Equipe de P&D</em> ×2: a carta na mão de outro jogador é resolvida como se você a jogasse (você faz as escolhas dela); ela vai para a pilha de descarte dele, que depois compra outra.
    2 <em>Analista de TI</em> ×2: olhe as duas cartas do topo e devolva-as na ordem que escolher.
    1 <em>Desenvolvedor</em> ×4: escolha outro jogador e diga um valor diferente de 1; se ele o tiver, está fora.
    0 <em>O Cérebro</em> ×1: sem efeito ao ser jogada. Enquanto você a tiver, quem apontar um Desenvolvedor para você é que sai; depois você descarta O Cérebro e compra.

pp-rules-page-3 =
    <em>Rodadas e vitória</em>
    Uma rodada termina quando só resta um jogador (ele vence), quando não resta ninguém (ninguém vence) ou no início de uma vez com o baralho vazio: a mão mais alta vence, o empate vai para o maior total de descarte, e quem continuar empatado ganha uma ficha cada. O sentido volta ao normal a cada rodada; quem venceu a última rodada começa (um dos vencedores empatados por sorteio, ou sorteio se ninguém venceu).

    O jogo termina no fim de uma rodada em que alguém tenha fichas suficientes (2 jogadores: 6; 3: 5; 4 a 8: 4; opção tokens). Quem tiver mais fichas vence. Um empate leva à <em>morte súbita</em>: só os empatados recebem cartas, com os baralhos de uma partida com esse número de jogadores (se forem dois: um baralho, quatro cartas viradas para cima), e o primeiro a ganhar uma ficha vence (mesmo com um CFO); se vários ganharem ao mesmo tempo, a morte súbita continua entre eles. Com a opção shared_victory, os empatados dividem a vitória.

pp-rules-page-4 =
    <em>Esclarecimentos e o torneio</em>
    - "Escolha outro jogador" ignora quem está fora; se ninguém puder ser escolhido, a carta é jogada sem efeito.
    - Quando um efeito manda você comprar e o baralho está vazio, você pega a carta virada para baixo; se ela também já foi, você está fora da rodada.
    - O alvo de um Líder de Equipe de P&D fica sem carta enquanto a dele é resolvida, então não pode ser escolhido por ela; um CFO resolvido assim conta na pilha do dono, e a ficha vai para quem o resolve se a pilha dessa pessoa for então estritamente a maior.

    <em>De 9 a 16 jogadores</em>: um torneio. Os jogadores são divididos ao acaso em grupos de 3 ou 4 que jogam ao mesmo tempo, cada um até ter um vencedor (sempre com morte súbita); depois os vencedores dos grupos jogam a final. Quem vence a final vence o torneio.

    Opção turn_timer (segundos, 0 = desligado): quando o tempo acaba, o bot joga a vez de quem está ausente.
