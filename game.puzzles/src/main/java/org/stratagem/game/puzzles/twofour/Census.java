package org.stratagem.game.puzzles.twofour;

/**
 * How many piles of each {@link Pile} kind a position holds, packed into one {@code long}: the
 * count of kind {@code k} (0..30) sits in the 5 bits from bit {@code 5k}, 30 bits in all. Counts in
 * a seat's view (see {@link Pile#seenBy}) make the canonical key of TwoFour, so this packing is an
 * exact encoding of the game's equivalence classes.
 *
 * <p>Adding or removing a pile is one addition of {@link #unit}, cheap enough for make and undo.
 */
final class Census {
    private static final int FIELD_BITS = 5;
    private static final long FIELD_MASK = (1L << FIELD_BITS) - 1;
    private static final long OWNED_FIELDS = FIELD_MASK << FIELD_BITS * Pile.TWO_FIRST
            | FIELD_MASK << FIELD_BITS * Pile.TWO_SECOND;

    private Census() {
    }

    /**
     * @param kind a pile kind
     * @return the census of one pile of that kind; censuses add as their counts do
     */
    static long unit(int kind) {
        return 1L << FIELD_BITS * kind;
    }

    /**
     * @param census a census
     * @param kind   a pile kind
     * @return how many piles of that kind it counts
     */
    static int count(long census, int kind) {
        return (int) (census >>> FIELD_BITS * kind & FIELD_MASK);
    }

    /**
     * @param census a census in player 1's view
     * @param seat   0 or 1
     * @return the same census in that seat's view: player 2's view swaps the owned-pile counts
     */
    static long seenBy(long census, int seat) {
        if (seat == 0) {
            return census;
        }
        long first = census >>> FIELD_BITS * Pile.TWO_FIRST & FIELD_MASK;
        long second = census >>> FIELD_BITS * Pile.TWO_SECOND & FIELD_MASK;
        return census & ~OWNED_FIELDS | second << FIELD_BITS * Pile.TWO_FIRST | first << FIELD_BITS * Pile.TWO_SECOND;
    }
}
