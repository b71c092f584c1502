package org.stratagem.game.junqi;

import java.util.Arrays;

/**
 * The memo of {@link RankCounting}: counts by state, a state being a non-negative {@code long}; open
 * addressing over two primitive arrays (no boxing), doubled when half full.
 */
final class StateCounts {
    private static final int INITIAL_CAPACITY = 256;
    private static final long FREE = -1;

    private long[] keys = newKeys(INITIAL_CAPACITY);
    private double[] values = new double[INITIAL_CAPACITY];
    private int size;

    /** @return the count of the state, or NaN if it has none */
    double get(long state) {
        for (int at = slot(state, keys.length); keys[at] != FREE; at = at + 1 & keys.length - 1) {
            if (keys[at] == state) {
                return values[at];
            }
        }
        return Double.NaN;
    }

    /** Gives the state its count; the state must have none yet. */
    void put(long state, double count) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        insert(state, count);
        size++;
    }

    /** @return the states that have a count */
    int size() {
        return size;
    }

    private void insert(long state, double count) {
        int at = slot(state, keys.length);
        while (keys[at] != FREE) {
            at = at + 1 & keys.length - 1;
        }
        keys[at] = state;
        values[at] = count;
    }

    private void grow() {
        long[] oldKeys = keys;
        double[] oldValues = values;
        keys = newKeys(2 * oldKeys.length);
        values = new double[2 * oldKeys.length];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != FREE) {
                insert(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static long[] newKeys(int capacity) {
        long[] keys = new long[capacity];
        Arrays.fill(keys, FREE);
        return keys;
    }

    private static int slot(long state, int capacity) {
        return (int) (state * 0x9E3779B97F4A7C15L >>> 40) & capacity - 1;
    }
}
