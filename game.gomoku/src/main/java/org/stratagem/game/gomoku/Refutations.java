package org.stratagem.game.gomoku;

import java.util.Arrays;

/**
 * The positions a threat search has refuted, by Zobrist key ({@link GomokuPosition#key()}): the
 * attacker, the side to move, has no win within some number of his moves, or none at all
 * ({@link #FOREVER}). The stones determine the side to move, so a key names the attacker too, and a
 * refutation holds wherever the position recurs, in this search or a later one on the same board
 * under the same rule.
 *
 * <p>Bounded: a fixed number of entries, a power of two, each key in the entry its low bits name.
 * A new refutation replaces the entry's old one: the recent positions are the likeliest to recur,
 * and a lost refutation costs only a search again, never a wrong answer, since a full key is
 * compared. Nothing is allocated after construction.
 */
final class Refutations {
    /** Refuted whatever the number of moves: every sequence of threats runs out. */
    static final int FOREVER = Integer.MAX_VALUE;

    private final long[] keys;
    /** The attacker's moves within which the entry's position is refuted; 0 for an empty entry. */
    private final int[] moves;
    private final int mask;

    /**
     * @param bits the entries are {@code 2^bits}, 0 to 30
     * @throws IllegalArgumentException if bits is outside 0..30
     */
    Refutations(int bits) {
        if (bits < 0 || bits > 30) {
            throw new IllegalArgumentException("2^" + bits + " entries: bits must be 0 to 30");
        }
        keys = new long[1 << bits];
        moves = new int[1 << bits];
        mask = (1 << bits) - 1;
    }

    /**
     * @param key a position's key
     * @return the attacker's moves within which it is refuted, {@link #FOREVER} or 0 if unknown
     */
    int refutedWithin(long key) {
        int entry = (int) key & mask;
        return keys[entry] == key ? moves[entry] : 0;
    }

    /**
     * @param key    a position's key
     * @param within the attacker's moves, 1 or more, within which it has no win, or {@link #FOREVER}
     */
    void add(long key, int within) {
        int entry = (int) key & mask;
        keys[entry] = key;
        moves[entry] = within;
    }

    /** Forgets every refutation: for another board or rule, where the keys mean other positions. */
    void clear() {
        Arrays.fill(moves, 0);
    }
}
