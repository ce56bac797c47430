# Wolfpack : les pages de /rules, un message par page (<em>…</em> est le gras).
# docs/rules/wolfpack.md contient chaque page mot pour mot (en anglais).

wolfpack-rules-page-1 =
    <em>Wolfpack</em> : rafle des moutons et des loups adverses. Chaque joueur a une couleur de meute (Gris, Blanc, Noir, Rouge, Brun) avec 10 loups. Les loups en jeu et 14/21/28 moutons par joueur (option de durée) sont mélangés en 6 piles face cachée. Il y a 56 cartes action : 14 de chaque, Rafle de moutons, Rafle de loups, Vol de carte et Échange de mains.
    Ouverture : un premier joueur tiré au hasard, puis, dans l'ordre des places, chacun prend 3 cartes de jeu, une à la fois, dans les piles de son choix. Ta main est secrète ; tout le monde voit combien de cartes tu as.

wolfpack-rules-page-2 =
    <em>Ton tour</em> : fais exactement une de ces actions
    1. prendre une carte de jeu dans la pile de ton choix ;
    2. prendre une carte action et la garder ou la jouer aussitôt (si tu en as déjà deux, tu dois la jouer) ;
    3. jouer une carte action de ta main ;
    4. défausser tes deux cartes action face cachée (en secret) et prendre une nouvelle carte, jouable à partir de ton prochain tour.
    Tu peux avoir autant de cartes de jeu que tu veux, mais au plus 2 cartes action. Quand la pioche action est vide, la défausse est mélangée pour former une nouvelle pioche.

wolfpack-rules-page-3 =
    <em>Cartes action</em>
    Rafle de moutons : si ta main contient plus de loups de ta couleur que de loups adverses, tous ses moutons vont dans ta pile de score (1 point chacun), et le plateau annonce le nombre de loups qui l'a permis (au lieu que les autres demandent à voir). Sinon la carte est perdue pour rien et le plateau dit seulement que la rafle a échoué.
    Rafle de loups : chaque loup adverse de ta main va dans ta pile de score (3 points chacun).
    Vol de carte : à chaque autre joueur encore en jeu, prends au hasard une carte de jeu ou une carte action (tu choisis le type ; jamais plus de 2 cartes action).
    Échange de mains : chaque main encore en jeu passe au joueur suivant, à gauche ou à droite selon ton choix. Une main qui dépasse 2 cartes action en défausse au hasard.

wolfpack-rules-page-4 =
    <em>Fin et décompte</em> : un joueur dont les 10 loups ont tous été raflés est hors jeu (on le saute, on ne peut pas le cibler), mais il compte ses points. La partie s'arrête aussitôt quand un joueur a raflé tous les loups adverses, ou quand la dernière carte de jeu est prise dans les piles ; un joueur resté seul en jeu continue de jouer.
    Pile de score : mouton 1, loup adverse 3. À la fin, pour chaque main : ses moutons vont au propriétaire de la couleur qui a le plus de loups dans cette main (sa propre couleur comprise) ; en cas d'égalité, ils sont partagés à parts égales entre les ex æquo et le reste est perdu. Une main sans loup ne rapporte rien ; les loups et les cartes action en main ne rapportent rien. Le plus haut total gagne ; les ex æquo se partagent la victoire.
