package org.stratagem.game.junqi;

/**
 * The twelve kinds of piece, strongest officer first, with the number of each that a seat deploys (25 in
 * all) and the token that names it in a lineup ({@code 40 39 38 37 36 35 34 33 E B M F}).
 *
 * <p>Among the officers and the engineer a lower {@link #ordinal()} is a higher rank; the bomb, the mine
 * and the flag have no rank of their own: {@link JunqiPosition}'s collision rules treat them first.
 */
enum Rank {
    COMMANDER("40", 1), GENERAL("39", 1), DIVISION("38", 2), BRIGADE("37", 2), REGIMENT("36", 2),
    BATTALION("35", 2), COMPANY("34", 3), PLATOON("33", 3), ENGINEER("E", 3), BOMB("B", 2), MINE("M", 3),
    FLAG("F", 1);

    /** Every kind, in {@link #ordinal()} order, without the copy that {@code values()} makes. */
    static final Rank[] ALL = values();

    private final String token;
    private final int count;

    Rank(String token, int count) {
        this.token = token;
        this.count = count;
    }

    /** @return the token of a lineup and of the position notation */
    String token() {
        return token;
    }

    /** @return how many of this kind a seat deploys */
    int count() {
        return count;
    }

    /** @return how many pieces of each kind a seat deploys, by ordinal */
    static int[] lineupCounts() {
        int[] counts = new int[ALL.length];
        for (Rank rank : ALL) {
            counts[rank.ordinal()] = rank.count;
        }
        return counts;
    }

    /** @return whether the piece can ever move: not a mine, not the flag */
    boolean mobile() {
        return this != MINE && this != FLAG;
    }

    /**
     * @param token a lineup token
     * @return the kind it names, or null if it names none
     */
    static Rank ofToken(String token) {
        for (Rank rank : ALL) {
            if (rank.token.equals(token)) {
                return rank;
            }
        }
        return null;
    }
}
