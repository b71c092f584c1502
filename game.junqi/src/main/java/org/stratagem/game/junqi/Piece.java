package org.stratagem.game.junqi;

/**
 * A piece on a cell as one {@code int}, so that a board is an {@code int[]} and a Zobrist key is one table
 * look-up: 0 for an empty cell, otherwise the {@link Rank}'s ordinal + 1 in bits 0-3, the owner's seat in
 * bits 4-5, and two facts every seat can see from the moves played: {@link #MOVED} (the piece has left the
 * cell it was deployed on) and {@link #FRONT} (it was deployed in its seat's front row). A code is below
 * {@link #CODES}.
 */
final class Piece {
    /** The code of an empty cell. */
    static final int EMPTY = 0;
    /** The piece has moved since the deployment: it is no mine and no flag. */
    static final int MOVED = 0x40;
    /** The piece was deployed in its seat's front row: it is no bomb. */
    static final int FRONT = 0x80;
    /** Every code is below this. */
    static final int CODES = 0x100;
    /** The code's bits that say what the piece is and whose: its kind and owner, without the marks. */
    static final int IDENTITY = 0x3F;

    static final int ENGINEER = Rank.ENGINEER.ordinal();
    static final int BOMB = Rank.BOMB.ordinal();
    static final int MINE = Rank.MINE.ordinal();
    static final int FLAG = Rank.FLAG.ordinal();

    private Piece() {
    }

    /**
     * @param owner the owner's seat, 0..3
     * @param rank  the kind of piece
     * @return the code of the piece, without marks
     */
    static int of(int owner, Rank rank) {
        return rank.ordinal() + 1 | owner << 4;
    }

    /** @return the seat that owns the piece of a non-empty code */
    static int owner(int code) {
        return code >> 4 & 3;
    }

    /** @return the ordinal of the {@link Rank} of a non-empty code */
    static int rank(int code) {
        return (code & 15) - 1;
    }

    /** @return the code with another kind of piece, the owner and the marks kept */
    static int withRank(int code, Rank rank) {
        return code & ~15 | rank.ordinal() + 1;
    }
}
