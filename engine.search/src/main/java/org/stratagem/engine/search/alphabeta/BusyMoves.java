package org.stratagem.engine.search.alphabeta;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The moves the threads of a parallel search are searching right now, each as its node's key and the
 * move: Tom Kerrigan's "simplified ABDADA" (after Weill's ABDADA, 1996). A thread that comes to a move
 * another thread is searching puts it off until it has searched the node's other moves, by when the other
 * thread's result is usually in the shared table; so the threads split a node's moves between them
 * instead of searching the same subtree side by side, which is where plain Lazy SMP loses its time.
 *
 * <p>A fixed table of {@value #SLOTS} slots, a slot per hashed (node, move): entering writes the pair's
 * key into its slot, leaving clears the slot if it still holds that key. Without locks (opaque reads and
 * writes, atomic for a {@code long}): a slot taken over by another pair, or a thread's leave that comes
 * late, only makes a move searched at once that could have waited, or put off that need not have been;
 * neither changes a value, only whose work it is. Only nodes with {@value #LEAST_DEPTH} plies or more to
 * the horizon take part: below that, a subtree costs less than the bookkeeping.
 */
final class BusyMoves {
    /** The shallowest depth at which moves are marked and put off. */
    static final int LEAST_DEPTH = 3;
    private static final int SLOT_BITS = 15;
    private static final int SLOTS = 1 << SLOT_BITS;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final long EMPTY = 0;

    private final AtomicLongArray slots = new AtomicLongArray(SLOTS);

    /**
     * @param depth the node's plies to the horizon
     * @return whether moves at such a node are marked and put off
     */
    static boolean takesPart(int depth) {
        return depth >= LEAST_DEPTH;
    }

    /**
     * @param nodeKey the node's key
     * @param move    one of its moves
     * @return whether some thread is searching the move from that node now (as far as the table knows)
     */
    boolean isBusy(long nodeKey, int move) {
        long key = pairKey(nodeKey, move);
        return slots.getOpaque(slot(key)) == key;
    }

    /**
     * Marks a move as being searched by the calling thread.
     *
     * @param nodeKey the node's key
     * @param move    the move about to be searched
     */
    void enter(long nodeKey, int move) {
        long key = pairKey(nodeKey, move);
        slots.setOpaque(slot(key), key);
    }

    /**
     * Clears the mark of a move whose search ended, unless another pair has taken the slot since.
     *
     * @param nodeKey the node's key
     * @param move    the move searched
     */
    void leave(long nodeKey, int move) {
        long key = pairKey(nodeKey, move);
        int slot = slot(key);
        if (slots.getOpaque(slot) == key) {
            slots.setOpaque(slot, EMPTY);
        }
    }

    private static long pairKey(long nodeKey, int move) {
        long key = (nodeKey ^ (move + 1) * GOLDEN) * GOLDEN;
        return key == EMPTY ? GOLDEN : key;
    }

    private static int slot(long key) {
        return (int) (key >>> (64 - SLOT_BITS));
    }
}
