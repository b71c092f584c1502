package org.stratagem.engine.search.retrograde;

import java.util.Arrays;
import org.stratagem.engine.api.table.Tablebase;

/**
 * A {@link Tablebase} of 16-bit values, two bytes a state: a puzzle's distances and the margins of
 * the seed games all fit. Written by one solver, then published and only read.
 */
final class ValueTable implements Tablebase {
    /** The stored value of a state not (yet) solved. */
    static final short EMPTY = Short.MIN_VALUE;

    private final short[] values;

    /**
     * @param size the number of states, all empty
     */
    ValueTable(int size) {
        values = new short[size];
        Arrays.fill(values, EMPTY);
    }

    /**
     * @param state a state
     * @return whether it has a value yet
     */
    boolean isSet(int state) {
        return values[state] != EMPTY;
    }

    /**
     * @param state a state
     * @param value its value, within ±32 767
     * @throws ArithmeticException if the value does not fit in the table
     */
    void set(int state, int value) {
        if (value <= EMPTY || value > Short.MAX_VALUE) {
            throw new ArithmeticException("value " + value + " of state " + state + " does not fit a 16-bit table");
        }
        values[state] = (short) value;
    }

    /**
     * @param state a state that has a value
     * @return the value, without the check for {@link #UNSOLVED}
     */
    int get(int state) {
        return values[state];
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public int value(int state) {
        short value = values[state];
        return value == EMPTY ? UNSOLVED : value;
    }

    @Override
    public long bytes() {
        return 2L * values.length;
    }
}
