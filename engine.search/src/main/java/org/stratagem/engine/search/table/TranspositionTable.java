package org.stratagem.engine.search.table;

import org.stratagem.engine.api.MoveList;

/**
 * The transposition table: what an alpha-beta search learnt about a position (a score and the
 * kind of bound it is, the depth it was searched to, the best move), found again when the
 * position recurs by another move order or in the next iteration.
 *
 * <p>Layout. Entries live in three parallel arrays: the full 64-bit key (so an exact key never
 * collides), a data word (score in bits 0-31, depth in 32-39, bound in 40-41, generation in
 * 42-47) and the move; 20 bytes an entry, no object per entry. A key's bucket is chosen by
 * Fibonacci hashing of the key (its upper bits, after multiplying by 2^64 over the golden ratio), which spreads the small, structured exact keys of board games as
 * well as random hashes. Bound 0 marks an empty slot, so key 0 is a key like any other.
 *
 * <p>Replacement: two slots a bucket, the two-level scheme of Breuker, Uiterwijk and van den
 * Herik ("Replacement schemes for transposition tables", ICCA Journal 17(4), 1994). The first slot
 * keeps the deepest entry of the current search (an entry from an earlier search of a session
 * gives way to any new one); the second takes every entry the first refuses, so recent results
 * are never lost to an old deep one.
 *
 * <p>Solved entries. An entry whose value did not depend on any horizon evaluation (it is exact to
 * the end of the game, within its bound) is stored with depth {@link #SOLVED}, deeper than any
 * search: it settles its bound at every depth, and it outranks every other entry in replacement.
 *
 * <p>Single-threaded: one search owns the table while it runs.
 */
public final class TranspositionTable {
    /** Bound of a score that is at least the value (the search failed low). */
    public static final int UPPER = 1;
    /** Bound of a score that is at most the value (the search failed high). */
    public static final int LOWER = 2;
    /** Bound of a score that is the value. */
    public static final int EXACT = 3;
    /** The depth of a solved entry: its value is exact to the end of the game. */
    public static final int SOLVED = 255;
    /** The deepest depth stored as such; deeper searches are stored as this (a safe under-statement). */
    public static final int MAX_DEPTH = 254;

    private static final int ENTRY_BYTES = 8 + 8 + 4;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final long[] keys;
    private final long[] data;
    private final int[] moves;
    private final int bucketMask;
    private final boolean enabled;
    private int generation;

    /**
     * A table that fits a memory budget.
     *
     * @param budgetBytes the most memory the table may take; at least 64 bytes
     */
    public TranspositionTable(long budgetBytes) {
        this(Long.highestOneBit(Math.max(budgetBytes / (2 * ENTRY_BYTES), 1)), true);
    }

    private TranspositionTable(long buckets, boolean enabled) {
        int slots = (int) Math.min(buckets, 1 << 29) * 2;
        keys = new long[slots];
        data = new long[slots];
        moves = new int[slots];
        bucketMask = slots / 2 - 1;
        this.enabled = enabled;
    }

    /** @return a table that stores nothing and finds nothing, to search without one */
    public static TranspositionTable disabled() {
        return new TranspositionTable(1, false);
    }

    /** Starts a new search: entries of earlier searches give way to new ones in replacement. */
    public void newSearch() {
        generation = (generation + 1) & 63;
    }

    /**
     * @param key a position's key
     * @return the slot of its entry, or -1 if it has none
     */
    public int probe(long key) {
        if (enabled) {
            int slot = firstSlot(key);
            for (int i = slot; i < slot + 2; i++) {
                if (bound(data[i]) != 0 && keys[i] == key) {
                    return i;
                }
            }
        }
        return -1;
    }

    /**
     * @param slot a slot found by {@link #probe}
     * @return the stored score, relative to the node (see {@link org.stratagem.engine.api.Score#fromStored})
     */
    public int score(int slot) {
        return (int) data[slot];
    }

    /**
     * @param slot a slot found by {@link #probe}
     * @return the depth searched, or {@link #SOLVED}
     */
    public int depth(int slot) {
        return depth(data[slot]);
    }

    /**
     * @param slot a slot found by {@link #probe}
     * @return {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
     */
    public int bound(int slot) {
        return bound(data[slot]);
    }

    /**
     * @param slot a slot found by {@link #probe}
     * @return the best move found, or {@link MoveList#NONE}
     */
    public int move(int slot) {
        return moves[slot];
    }

    /**
     * Whether a stored score settles a search window: an exact score always does, a lower bound
     * at or above beta and an upper bound at or below alpha do.
     *
     * @param bound the stored bound
     * @param score the stored score, relative to the root
     * @param alpha the window's lower end
     * @param beta  the window's upper end
     * @return whether the node can return the score without a search
     */
    public static boolean settles(int bound, int score, int alpha, int beta) {
        return bound == EXACT || bound == LOWER && score >= beta || bound == UPPER && score <= alpha;
    }

    /**
     * Stores what a search found about a position.
     *
     * @param key   the position's key
     * @param score the score relative to the node ({@link org.stratagem.engine.api.Score#toStored})
     * @param depth the depth searched, or {@link #SOLVED}; depths above {@link #MAX_DEPTH} are stored as it
     * @param bound {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
     * @param move  the best move found, or {@link MoveList#NONE}
     */
    public void store(long key, int score, int depth, int bound, int move) {
        if (!enabled) {
            return;
        }
        int stored = depth == SOLVED ? SOLVED : Math.min(depth, MAX_DEPTH);
        int slot = firstSlot(key);
        long first = data[slot];
        boolean firstGivesWay = bound(first) == 0 || generation(first) != generation || stored >= depth(first);
        if (!firstGivesWay) {
            slot++;
        }
        keys[slot] = key;
        data[slot] = (score & 0xFFFF_FFFFL) | (long) stored << 32 | (long) bound << 40 | (long) generation << 42;
        moves[slot] = move;
    }

    /** @return the memory the table holds, in bytes */
    public long bytes() {
        return (long) keys.length * ENTRY_BYTES;
    }

    private int firstSlot(long key) {
        return ((int) ((key * GOLDEN) >>> 32) & bucketMask) * 2;
    }

    private static int depth(long word) {
        return (int) (word >>> 32) & 0xFF;
    }

    private static int bound(long word) {
        return (int) (word >>> 40) & 3;
    }

    private static int generation(long word) {
        return (int) (word >>> 42) & 63;
    }
}
