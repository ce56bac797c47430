# Wolves: as páginas de /regras, uma mensagem por página (<em>…</em> é negrito).
# docs/rules/wolves.md é a versão longa; todo esclarecimento daqui também está lá.

wolves-rules-page-1 =
    <em>Wolves</em> (Coyote & Crow, 3-6 jogadores). Cada pessoa lidera uma comunidade que precisa de 3 Peixe, 3 Milho e 3 Bisão a cada turno. Se a necessidade de alguém não estiver atendida na reconciliação, todos perdem na hora. Sobrevivam ao turno 8 e todos vencem; quem tiver estritamente mais Prêmios de Status também assume a chefia. Com 3-4 jogadores começa-se no turno 1, com 5 no turno 2, com 6 no turno 3 (seis jogadores começam com uma ficha de Reserva de cada tipo).
    Cada baralho tem 28 cartas: 3 Líderes, 5 Floresta, 5 de cada recurso mais o foco da comunidade (por exemplo, +4 Peixe, +1 Milho).

wolves-rules-page-2 =
    <em>Um turno</em>
    1. Disponibilidade (automática): o modificador do turno revela cartas de disponibilidade; cada baralho perde esses recursos para sempre. No turno 8, em vez disso: cada baralho perde algumas das próprias cartas que não são Líder (5 no suave, 7 no padrão).
    2. Coleta (todos ao mesmo tempo): Compre uma carta por vez (ou Compre até o próximo Líder); Líderes ficam virados para cima (curingas), as outras cartas vão para a sua mão escondida. Pare quando quiser depois da primeira compra. Um terceiro Líder significa <em>Sobrecarga</em>: seus Líderes voltam inutilizáveis, você não ganha Status por devolver cartas neste turno e pula a próxima coleta. No primeiro turno, o ranking de Status é definido agora: menos Líderes, depois mais cartas na mão.
    3. Bônus de conservação: +5 Status por Líder a menos que dois.
    4. Necessidades (ordem do ranking): pague 3 de cada com cartas da mão, fichas de Reserva e Líderes (curingas). O que faltar é público.

wolves-rules-page-3 =
    5. Presentes (ordem do ranking): ofereça a cada outro jogador no máximo um presente de cartas de recurso, Líderes e fichas de Reserva (nunca Floresta). Um presente de quem está acima no ranking pode ser aceito em parte ou recusado; de quem está abaixo, precisa ser aceito inteiro. Os itens aceitos viram fichas de quem recebe: primeiro para necessidades não atendidas, depois para Reservas, depois 1 Status cada. Um Líder vira qualquer ficha que quem recebe escolher. Quem dá ganha 2 Status por item aceito.
    6. Reconciliação (ordem do ranking): qualquer necessidade não atendida perde o jogo. Depois devolva suas cartas: quantas cartas de recurso e Líderes quiser por 1 Status cada (não em Sobrecarga), o resto por nada; uma carta por uma ficha de Reserva do mesmo tipo (um Líder: qualquer tipo); dois Líderes por uma carta de Conhecimento que você não tenha; fichas de Reserva por 1 Status cada. Reservas: no máximo 9 fichas, 4 de um tipo.
    Novo ranking por Status; Prêmios 3/2/1 (2/1 com três jogadores); o Status volta a zero.

wolves-rules-page-4 =
    <em>Trilha de Status</em>: os marcadores nunca dividem um espaço (exceto o zero); um marcador que cairia em outro volta uma casa.
    <em>Conhecimento</em> (dois Líderes, 3 cópias de cada): Conhecer a Terra (olhe suas 3 do topo e reordene, uma vez por coleta), Sem Desperdício (um tipo da Reserva com 2+ fichas ganha uma na reconciliação), Ostentação (bônus de conservação 6), Determinação (compre além do seu 2º Líder sem entrar em sobrecarga: uma ficha grátis; Reserva cheia: uma troca), Preservação (limite da Reserva 12), Quanto Mais Você Compartilha (um presente de 6+ itens aceito inteiro: 2 fichas grátis).
    <em>Na tela de reconciliação</em>: <em>Devolver</em> entrega uma carta, um Líder ou uma ficha de Reserva por 1 Status; <em>Adquirir</em> gasta dois Líderes numa carta de Conhecimento.
    <em>Opções</em>: availability gentle (suave) ou standard (padrão: remove mais cartas, bem mais difícil); communities mixed (misturadas) ou dealt (sorteadas); step_timer, cronômetro da etapa em segundos para a coleta (0 = nenhum).

wolves-rules-page-5 =
    <em>Esclarecimentos</em> (onde o livro de regras se cala, parte 1)
    - Baralhos: 5 de cada recurso mais o foco, 5 Floresta, 3 Líderes. O baralho de disponibilidade (3 de cada) é reembaralhado a cada turno; os modificadores por turno são a opção de disponibilidade (o turno 8 remove as suas próprias cartas que não são Líder).
    - Ranking do primeiro turno: se ainda houver empate depois do tamanho da mão, sorteio (o "jogador mais velho" é desconhecido).
    - Conservação: os três Líderes de quem entrou em sobrecarga contam como virados para cima (sem bônus); quem pula a coleta não tem nenhum virado para cima (bônus completo).
    - Necessidades: você paga o máximo que puder.
    - Conhecer a Terra: olhe suas 3 do topo e devolva-as em qualquer ordem (nada é comprado).
    - Determinação: ganha-se ao comprar pelo menos uma carta com dois Líderes para cima e parar sem entrar em sobrecarga. Com a Reserva cheia, você pode devolver uma ficha em troca da grátis de outro tipo, ou manter sua Reserva; se nenhuma troca couber, você é avisado de que a ficha se perde.
    - Cronômetro da etapa: todos que ainda estão comprando param (após uma carta, se nenhuma foi comprada); uma ficha grátis pendente vai para o seu tipo com menos fichas, e uma Reserva cheia fica como está.

wolves-rules-page-6 =
    <em>Esclarecimentos</em> (parte 2)
    - Presentes: um presente por outro jogador por turno, recusado ou não. Todo doador que termina recebe a mesma linha "X termina os presentes"; uma mão só de Floresta é consultada como qualquer outra (só quem não tem cartas, Líderes nem fichas é pulado na hora).
    - Presentes que excedem necessidades e Reservas viram 1 Status cada para quem recebe.
    - Sem Desperdício: qualquer tipo com duas ou mais fichas e espaço ganha uma. Quanto Mais Você Compartilha: 6+ itens aceitos inteiros; as fichas precisam caber na sua Reserva.
    - Reconciliação: você escolhe quantas cartas e Líderes rendem Status; o resto volta por nada, sem anúncio (como a Floresta). Como nos presentes, uma mão só de Floresta é consultada como qualquer outra; só quem não tem cartas nem Líderes e nenhuma ficha que possa render Status é pulado na hora.
    - Os marcadores de Status só dividem o zero. Empates no zero: mais fichas de Reserva, depois o ranking anterior. A chefia exige estritamente mais Prêmios.
