# Project Planning : les pages de /rules, un message par page (<em>…</em> est le gras).
# docs/rules/project-planning.md contient chaque page mot pour mot (en anglais).

pp-rules-page-1 =
    <em>Arctic Wolf Project Planning</em> (un hommage à Love Letter)
    Tu as une carte en main : la personne attachée à ton projet. À ton tour, tu pioches une carte, puis tu joues l'une de tes deux cartes et tu la résous ; l'autre reste dans ta main. Les cartes jouées vont face visible sur ta défausse, que tout le monde peut voir.

    Fais sortir les autres de la manche, ou aie la plus haute carte quand la pioche est vide, pour gagner la manche et un <em>jeton projet</em>. Un joueur sorti pose sa main face visible sur sa défausse sans la résoudre, ne peut pas être choisi et passe ses tours jusqu'à la manche suivante.

    À chaque manche, une carte est mise de côté face cachée ; à deux joueurs, quatre autres sont mises de côté face visible. De 2 à 4 joueurs, on utilise le paquet W (16 cartes), de 5 à 8 joueurs, deux exemplaires (32).

pp-rules-page-2 =
    <em>Paquet W</em>
    8 <em>VP R&D</em> ×1 : annonce une valeur ; chaque joueur de la manche qui l'a en main sort, toi compris.
    7 <em>Directeur financier</em> ×1 : si le total de ta défausse (cette carte comprise) est strictement le plus élevé, gagne un jeton projet.
    6 <em>Architecte en chef</em> ×1 : échange ta main avec celle d'un autre joueur.
    5 <em>Chef de produit</em> ×2 : inverse le sens du jeu.
    4 <em>CSE</em> ×2 : annonce pair ou impair et compare vos mains en secret avec un autre joueur ; si sa carte a cette parité, il sort, sinon c'est toi. La table apprend seulement qui sort, pas l'annonce.
    3 <em>Chef d'équipe R&D</em> ×2 : la carte en main d'un autre joueur est résolue comme si tu la jouais (c'est toi qui fais ses choix) ; elle va sur sa défausse, puis il pioche.
    2 <em>Analyste IT</em> ×2 : regarde les deux cartes du dessus et remets-les dans l'ordre de ton choix.
    1 <em>Développeur</em> ×4 : choisis un autre joueur et annonce une valeur autre que 1 ; s'il l'a en main, il sort.
    0 <em>Le Cerveau</em> ×1 : aucun effet quand elle est jouée. Tant que tu l'as en main, un joueur qui te vise avec un Développeur sort à ta place ; tu défausses alors Le Cerveau et tu pioches.

pp-rules-page-3 =
    <em>Manches et victoire</em>
    Une manche se termine quand il ne reste qu'un joueur (il la gagne), quand il ne reste personne (personne ne la gagne), ou au début d'un tour quand la pioche est vide : la plus haute main gagne, une égalité se départage au plus haut total de défausse, et les joueurs encore à égalité gagnent tous un jeton. Le sens du jeu revient à la normale à chaque manche ; le gagnant de la manche précédente commence (un gagnant ex æquo au hasard, ou un joueur au hasard si personne n'a gagné).

    La partie se termine à la fin d'une manche où quelqu'un a assez de jetons (à 2 : 6, à 3 : 5, de 4 à 8 : 4 ; option tokens). Le plus de jetons l'emporte. Une égalité mène à la <em>mort subite</em> : seuls les joueurs à égalité reçoivent des cartes, avec les paquets d'une partie à ce nombre de joueurs (à deux : un paquet, quatre cartes face visible), et le premier à gagner un jeton l'emporte (même avec un Directeur financier) ; si plusieurs en gagnent un en même temps, la mort subite continue entre eux. Avec l'option shared_victory, les joueurs à égalité se partagent plutôt la victoire.

pp-rules-page-4 =
    <em>Précisions et tournoi</em>
    - « Choisis un autre joueur » ignore les joueurs sortis ; si personne ne peut être choisi, la carte est jouée sans effet.
    - Quand un effet te fait piocher et que la pioche est vide, tu prends la carte face cachée ; si elle est déjà partie aussi, tu sors de la manche.
    - La cible d'un Chef d'équipe R&D n'a pas de carte pendant que la sienne se résout, elle ne peut donc pas être choisie par cette carte ; un Directeur financier résolu ainsi compte dans la défausse de son propriétaire, et le jeton va au joueur qui le résout si sa propre défausse est alors strictement la plus élevée.

    <em>De 9 à 16 joueurs</em> : un tournoi. Les joueurs sont répartis au hasard en groupes de 3 ou 4 qui jouent en même temps, chacun jusqu'à avoir un vainqueur (toujours avec mort subite), puis les vainqueurs des groupes jouent la finale. Le vainqueur de la finale gagne.

    Option turn_timer (secondes, 0 = désactivé) : quand le temps est écoulé, le bot joue le tour du joueur absent.
