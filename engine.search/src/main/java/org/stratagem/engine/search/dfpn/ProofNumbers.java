package org.stratagem.engine.search.dfpn;

/**
 * A node's proof and disproof numbers packed into one {@code long}, so that the search passes and
 * stores them without allocating: the proof number in the low 32 bits, the disproof number in the
 * high 32.
 *
 * <p>The numbers belong to a question about the node (see {@link Dfpn}): the proof number is a
 * lower bound on the number of leaves still to expand to answer it yes, the disproof number to
 * answer it no (Allis, "Searching for solutions in games and artificial intelligence", 1994). A
 * proof number of 0 (disproof number {@link #INFINITY}) is a proof, the reverse a disproof; every
 * other value is an estimate. Both numbers are at most {@link #INFINITY}, so a packed value is never
 * negative.
 */
final class ProofNumbers {
    /** The number of a question that can no longer be answered that way. */
    static final int INFINITY = Integer.MAX_VALUE;
    /** A node never searched: one leaf to expand either way. */
    static final long FRESH = of(1, 1);
    /** The question answered yes. */
    static final long PROVEN = of(0, INFINITY);
    /** The question answered no. */
    static final long DISPROVEN = of(INFINITY, 0);

    private ProofNumbers() {
    }

    /**
     * @param proof    the proof number, 0..INFINITY
     * @param disproof the disproof number, 0..INFINITY
     * @return the pair
     */
    static long of(int proof, int disproof) {
        return proof & 0xFFFF_FFFFL | (long) disproof << 32;
    }

    /**
     * @param numbers a pair
     * @return its proof number
     */
    static int proof(long numbers) {
        return (int) numbers;
    }

    /**
     * @param numbers a pair
     * @return its disproof number
     */
    static int disproof(long numbers) {
        return (int) (numbers >>> 32);
    }

    /**
     * @param numbers the pair of a question
     * @return the pair of its negation: proving one disproves the other
     */
    static long negate(long numbers) {
        return of(disproof(numbers), proof(numbers));
    }

    /**
     * @param numbers a pair
     * @return whether it answers its question, yes or no
     */
    static boolean settled(long numbers) {
        return proof(numbers) == 0 || disproof(numbers) == 0;
    }

    /**
     * Adds numbers, saturating: a sum of finite numbers stays below {@link #INFINITY}, however
     * large, so that only a true infinity reads as settled.
     *
     * @param sum    a sum so far
     * @param number a number to add
     * @return the saturated sum
     */
    static int add(int sum, int number) {
        if (sum == INFINITY || number == INFINITY) {
            return INFINITY;
        }
        return (int) Math.min((long) sum + number, INFINITY - 1);
    }
}
