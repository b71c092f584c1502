package org.stratagem.engine.api.table;

import java.util.Arrays;
import java.util.Objects;

/**
 * A reusable, growable buffer of the moves between states of a {@link StateGraph}, by index: for
 * each move, the state at its other end, the reward the mover gains by it and whether the mover's
 * team moves again. A solver keeps one buffer per thread and clears it, so listing moves allocates
 * nothing once the buffer has grown to its working size.
 *
 * <p>Not thread-safe: a buffer belongs to one solver thread.
 */
public final class Transitions {
    private int[] states;
    private int[] rewards;
    private boolean[] turnKept;
    private int size;

    /** An empty buffer with room for 32 moves before it grows. */
    public Transitions() {
        states = new int[32];
        rewards = new int[32];
        turnKept = new boolean[32];
    }

    /** Removes every move; keeps the buffers. */
    public void clear() {
        size = 0;
    }

    /**
     * Appends a move.
     *
     * @param state    the index of the state at the move's other end
     * @param reward   what the mover gains by the move, in the game's units (triangles completed,
     *                 say); a puzzle's move has reward {@code -cost}
     * @param keepTurn whether the mover's team moves again after the move (always true in a puzzle)
     */
    public void add(int state, int reward, boolean keepTurn) {
        if (size == states.length) {
            states = Arrays.copyOf(states, size * 2);
            rewards = Arrays.copyOf(rewards, size * 2);
            turnKept = Arrays.copyOf(turnKept, size * 2);
        }
        states[size] = state;
        rewards[size] = reward;
        turnKept[size] = keepTurn;
        size++;
    }

    /** @return the number of moves in the buffer */
    public int size() {
        return size;
    }

    /**
     * @param index 0..size-1
     * @return the index of the state at the other end of that move
     */
    public int state(int index) {
        return states[Objects.checkIndex(index, size)];
    }

    /**
     * @param index 0..size-1
     * @return what the mover gains by that move
     */
    public int reward(int index) {
        return rewards[Objects.checkIndex(index, size)];
    }

    /**
     * @param index 0..size-1
     * @return whether the mover's team moves again after that move
     */
    public boolean keepsTurn(int index) {
        return turnKept[Objects.checkIndex(index, size)];
    }
}
