# Arctic Escape : les pages de /rules, un message par page (<em>…</em> est le gras).
# docs/rules/arctic-escape.md contient chaque page mot pour mot (en anglais).

arctic-rules-page-1 =
    <em>Arctic Escape</em> (coopératif, 1 à 8 joueurs). Traversez une banquise qui fond et montez ensemble à bord du navire avant qu'elle ne s'effondre. La rangée 1 est en haut ; le navire attend sous la dernière rangée. Chacun commence dans les deux rangées du haut avec une spécialité et un équipement tirés au hasard (Traîneau, Corde, Radeau). Six lots d'échantillons sont répartis sur la carte : entrer sur une case en récolte un ; votre score est le nombre d'échantillons récoltés.

    <em>Un tour</em> : 1. Regroupement : les joueurs sur une même case peuvent former, modifier ou dissoudre des groupes (n'importe qui appuie sur les boutons). Un groupe se déplace et paie comme un seul joueur. 2. Déplacement, dans l'ordre des places (un groupe joue au tour de son premier membre) : d'abord, si tu veux, rééquipe-toi, puis avance d'une case vers le haut, le bas, la gauche ou la droite, ou reste sur place. 3. Navire : n'importe qui peut déplacer le navire d'une colonne (ça fait fondre une case). 4. Les blizzards descendent d'une rangée, parfois en biais ou en tournant ; un blizzard disparaît quand son centre quitte la carte, ou de lui-même mais rarement (1 tour sur 150 au milieu de la carte) ; un nouveau peut se former en haut. 5. Fonte : des cases au hasard deviennent des crevasses.

    À une table d'humains et de bots, le regroupement, le déplacement d'un groupe et le navire sont décidés par les humains : les bots attendent et indiquent sur ton panneau ce qu'ils choisiraient.

arctic-rules-page-2 =
    <em>Terrain</em>
    - Glace : gratuite.
    - Neige / Montagne / Eau : y entrer coûte un Traîneau / une Corde / un Radeau à n'importe quel membre du groupe (tu choisis qui). Avec un Musher / Grimpeur / Marin dans le groupe, la pièce n'est dépensée qu'1 fois sur 3, mais il faut quand même l'avoir.
    - Glace fine : un joueur, pour un tour : quitte-la à ton prochain déplacement ou tu tombes à l'eau. Quand on la quitte, elle se brise en crevasse (1 fois sur 3 avec un Raquetteur).
    - Pont : un joueur à la fois ; quand on le quitte, il s'effondre 1 fois sur 3 (jamais sous un Ingénieur).
    - Crevasse : infranchissable, sauf une fois par partie pour un Ingénieur seul portant une Corde, qui en fait un pont.
    - Blizzard (3 cases) : y entrer fait fondre une case au hasard ; en sortir coûte une pièce au hasard à chaque joueur qui se déplace. Avec un Explorateur dans le groupe, chaque effet ne se produit qu'1 fois sur 3.

arctic-rules-page-3 =
    <em>Rééquipement</em> : défausse les pièces que tu veux, puis chaque membre est rempli jusqu'à la limite avec les pièces de ton choix. Ça fait fondre une case au hasard par joueur ou groupe (pas par pièce).

    <em>Embarquement</em> : descends depuis la case de la dernière rangée à côté du navire. Tout le monde doit embarquer au même tour : l'embarquement ne s'ouvre donc que quand tous les joueurs encore à terre sont sur cette case avec leur déplacement encore à jouer ; dès que quelqu'un embarque, les autres embarquent aussi.

    <em>Vous perdez</em> quand les fontes atteignent le maximum, quand un joueur tombe dans une crevasse, ou quand des crevasses coupent un joueur de la dernière rangée ou séparent les joueurs de sorte qu'ils ne puissent plus jamais embarquer ensemble. Tant qu'un Ingénieur a encore son pont, un joueur coupé n'est qu'un avertissement.

arctic-rules-page-4 =
    <em>Réglages</em> : size (small 6x8, medium 8x10, large 10x12), equipment par joueur (1 à 3), difficulty (1 à 5 : glace simple de 80 % à 32 %), melt_per_turn (1 à 3), max_melts (5 à 40, auto : un quart des cases), blizzards (0 à 3 en même temps), melt_occupied (les fontes au hasard peuvent toucher des cases occupées ; oui par défaut).

    <em>Carte</em> : "." glace, "-" glace fine, "*" neige, "^" montagne, "~" eau, "=" pont, "#" crevasse ; après le terrain d'une case viennent ses marques : le chiffre de chaque joueur qui s'y trouve, "s" un échantillon, "@" un blizzard.

    <em>Image de la carte</em> : colonnes à partir de A en haut, rangées à partir de 1 sur le côté : c5, c'est la colonne C, rangée 5. Disques : les joueurs, avec leur numéro ; un anneau de couleur relie un groupe ; un X rouge : tombé. Losange orange : un échantillon. Gris à traînées blanches : un blizzard. Pâle : glace · bleu pâle, craquelé : glace fine · blanc, pointillé : neige · pic gris : montagne · bleu, vagues : eau · sombre : crevasse · planches : pont. Sous la carte : le navire (ceux à bord à côté) ; la flèche dorée marque la case d'embarquement. En haut : les fontes jusqu'ici et les échantillons pris.
