package org.stratagem.engine.search.dfpn;

import java.util.Arrays;

/**
 * The children of one node on the current line, as the node last saw them: for each child, in the
 * order of the node's moves, its key, whether the move passes the turn to the other team, and its
 * numbers from the node's point of view. The node reads a child's numbers from the table at every
 * step and keeps them here too, so that a child whose entry the table has given up is not taken
 * for a fresh one (which could make the node search it again and again to no avail); a terminal
 * child is settled here once and for all. Buffers grow on demand and are kept, so that filling a
 * row allocates nothing once it has reached its working size.
 */
final class Children {
    private long[] keys = new long[16];
    private boolean[] turnPasses = new boolean[16];
    private long[] numbers = new long[16];
    private int size;

    /** Empties the row, as its node is expanded again. */
    void clear() {
        size = 0;
    }

    /**
     * Appends the next child.
     *
     * @param key    its key (any value for a terminal child)
     * @param passes whether the move into it passes the turn to the other team
     * @param pair   its numbers from the parent's point of view
     */
    void add(long key, boolean passes, long pair) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            turnPasses = Arrays.copyOf(turnPasses, size * 2);
            numbers = Arrays.copyOf(numbers, size * 2);
        }
        keys[size] = key;
        turnPasses[size] = passes;
        numbers[size] = pair;
        size++;
    }

    /** @return the number of children in the row */
    int size() {
        return size;
    }

    /**
     * @param index 0..size-1
     * @return the child's key
     */
    long key(int index) {
        return keys[index];
    }

    /**
     * @param index 0..size-1
     * @return whether the move into the child passes the turn to the other team
     */
    boolean turnPasses(int index) {
        return turnPasses[index];
    }

    /**
     * @param index 0..size-1
     * @return the child's latest numbers from the parent's point of view
     */
    long numbers(int index) {
        return numbers[index];
    }

    /**
     * @param index 0..size-1
     * @param pair  the child's new numbers from the parent's point of view
     */
    void update(int index, long pair) {
        numbers[index] = pair;
    }
}
