package org.stratagem.game.junqi;

/**
 * What a board move did, as every seat learns it (the jbrain protocol's {@code RESULT} outcome): the
 * piece {@link #MOVE moved} into an empty cell, or attacked an enemy piece and {@link #TAKE took} it,
 * {@link #TRADE traded} with it (both removed) or {@link #DIE died}. Never the ranks.
 */
enum Collision {
    /** Into an empty cell. */
    MOVE,
    /** The attacker won: the target is removed and the attacker takes its cell. */
    TAKE,
    /** Both pieces are removed. */
    TRADE,
    /** The attacker is removed; the target stays. */
    DIE;

    /**
     * Judges a move by the specification's order of collision rules, as {@link JunqiPosition#makeMove}
     * plays it: either piece a bomb, both removed; the flag taken; a mine taken by an engineer only;
     * equal ranks both removed; otherwise the higher rank wins.
     *
     * @param attacker the piece code of the moving piece
     * @param defender the piece code on the destination, {@link Piece#EMPTY} if none
     * @return what the move does
     */
    static Collision of(int attacker, int defender) {
        if (defender == Piece.EMPTY) {
            return MOVE;
        }
        int a = Piece.rank(attacker);
        int d = Piece.rank(defender);
        if (a == Piece.BOMB || d == Piece.BOMB) {
            return TRADE;
        }
        if (d == Piece.FLAG) {
            return TAKE;
        }
        if (d == Piece.MINE) {
            return a == Piece.ENGINEER ? TAKE : DIE;
        }
        if (a == d) {
            return TRADE;
        }
        return a < d ? TAKE : DIE;
    }
}
