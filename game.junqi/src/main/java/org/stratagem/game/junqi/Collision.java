package org.stratagem.game.junqi;

/**
 * What a board move did, as every seat learns it (the jbrain protocol's {@code RESULT} outcome): the
 * piece {@link #MOVE moved} into an empty cell, or attacked an enemy piece and {@link #TAKE took} it,
 * {@link #TRADE traded} with it (both removed) or {@link #DIE died}. Never the ranks. The outcome of
 * each pair of ranks follows the specification's collision order ({@link #judge}, {@link #of}); the
 * referee judges moves with it, and a seat's beliefs turn a seen outcome into the ranks still possible
 * ({@link #attackers}, {@link #defenders}), as 12-bit masks of {@link Rank} ordinals (bit
 * {@code 1 << ordinal}).
 */
enum Collision {
    /** Into an empty cell. */
    MOVE,
    /** The attacker won and stands on the target cell. */
    TAKE,
    /** Both pieces were removed. */
    TRADE,
    /** The attacker was removed; the defender stays. */
    DIE;

    /** Every rank: the mask of a piece nothing is known about. */
    static final int ANY = (1 << Rank.ALL.length) - 1;
    /** The ranks that can move: all but the mine and the flag. */
    static final int MOBILE = ANY & ~bit(Rank.MINE) & ~bit(Rank.FLAG);

    private static final Collision[] ALL = values();
    /** The outcome of each attacker rank (row) on each defender rank (column). */
    private static final Collision[][] TABLE = new Collision[Rank.ALL.length][Rank.ALL.length];
    /** By outcome and rank: the ranks of the other side with which a rank gives that outcome. */
    private static final int[][] DEFENDERS_WITH = new int[ALL.length][Rank.ALL.length];
    private static final int[][] ATTACKERS_WITH = new int[ALL.length][Rank.ALL.length];

    static {
        for (Rank attacker : Rank.ALL) {
            for (Rank defender : Rank.ALL) {
                Collision collision = judgeOnce(attacker.ordinal(), defender.ordinal());
                TABLE[attacker.ordinal()][defender.ordinal()] = collision;
                DEFENDERS_WITH[collision.ordinal()][attacker.ordinal()] |= bit(defender);
                ATTACKERS_WITH[collision.ordinal()][defender.ordinal()] |= bit(attacker);
            }
        }
    }

    /** @return the mask bit of a rank */
    static int bit(Rank rank) {
        return 1 << rank.ordinal();
    }

    /** The specification's order: a bomb on either side, the flag, a mine, equal ranks, the higher rank. */
    private static Collision judgeOnce(int attacker, int defender) {
        if (attacker == Piece.BOMB || defender == Piece.BOMB) {
            return TRADE;
        }
        if (defender == Piece.FLAG) {
            return TAKE;
        }
        if (defender == Piece.MINE) {
            return attacker == Piece.ENGINEER ? TAKE : DIE;
        }
        if (attacker == defender) {
            return TRADE;
        }
        return attacker < defender ? TAKE : DIE;
    }

    /**
     * Judges a move as {@link JunqiPosition#makeMove} plays it.
     *
     * @param attacker the piece code of the moving piece
     * @param defender the piece code on the destination, {@link Piece#EMPTY} if none
     * @return what the move does
     */
    static Collision of(int attacker, int defender) {
        return defender == Piece.EMPTY ? MOVE : judge(Piece.rank(attacker), Piece.rank(defender));
    }

    /**
     * @param attacker the attacker's {@link Rank} ordinal
     * @param defender the defender's {@link Rank} ordinal
     * @return the outcome of the attack
     */
    static Collision judge(int attacker, int defender) {
        return TABLE[attacker][defender];
    }

    /**
     * @param attackers the ranks the attacker may have
     * @param defenders the ranks the defender may have
     * @return the ranks among {@code attackers} that give this outcome against one of {@code defenders}
     */
    int attackers(int attackers, int defenders) {
        int possible = 0;
        for (int rest = defenders; rest != 0; rest &= rest - 1) {
            possible |= ATTACKERS_WITH[ordinal()][Integer.numberOfTrailingZeros(rest)];
        }
        return attackers & possible;
    }

    /**
     * @param attackers the ranks the attacker may have
     * @param defenders the ranks the defender may have
     * @return the ranks among {@code defenders} that give this outcome against one of {@code attackers}
     */
    int defenders(int attackers, int defenders) {
        int possible = 0;
        for (int rest = attackers; rest != 0; rest &= rest - 1) {
            possible |= DEFENDERS_WITH[ordinal()][Integer.numberOfTrailingZeros(rest)];
        }
        return defenders & possible;
    }

    /** @return whether the attacker was removed */
    boolean attackerDies() {
        return this == TRADE || this == DIE;
    }

    /** @return whether the defender was removed (or, taken, replaced by the attacker) */
    boolean defenderDies() {
        return this == TAKE || this == TRADE;
    }

    /**
     * @param token a {@code RESULT} outcome: {@code MOVE}, {@code TAKE}, {@code TRADE} or {@code DIE}
     * @return the outcome, or null if the token names none
     */
    static Collision ofToken(String token) {
        for (Collision collision : ALL) {
            if (collision.name().equals(token)) {
                return collision;
            }
        }
        return null;
    }
}
