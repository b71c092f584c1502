package org.stratagem.engine.api;

import java.util.Arrays;

/**
 * A reusable, growable buffer of {@code int}-encoded moves, each with an optional probability
 * (used for the outcomes of a chance node). A search keeps one list per ply and clears it, so
 * generating moves allocates nothing once the buffers have grown to their working size.
 *
 * <p>Not thread-safe: a list belongs to one search thread.
 */
public final class MoveList {
    /** The move value that stands for "no move". Games never encode a real move as this value. */
    public static final int NONE = -1;

    private int[] moves;
    private double[] probabilities;
    private int size;

    /** An empty list with room for 64 moves before it grows. */
    public MoveList() {
        this(64);
    }

    /**
     * @param capacity the number of moves the list holds before it grows
     */
    public MoveList(int capacity) {
        moves = new int[Math.max(capacity, 1)];
        probabilities = new double[moves.length];
    }

    /** Removes every move; keeps the buffers. */
    public void clear() {
        size = 0;
    }

    /**
     * Appends a move of a decision node.
     *
     * @param move the move
     */
    public void add(int move) {
        add(move, Double.NaN);
    }

    /**
     * Appends an outcome of a chance node with its probability.
     *
     * @param move        the outcome, encoded as a move
     * @param probability the probability of the outcome, in (0, 1]
     */
    public void add(int move, double probability) {
        if (size == moves.length) {
            moves = Arrays.copyOf(moves, size * 2);
            probabilities = Arrays.copyOf(probabilities, size * 2);
        }
        moves[size] = move;
        probabilities[size] = probability;
        size++;
    }

    /** @return the number of moves in the list */
    public int size() {
        return size;
    }

    /** @return whether the list holds no move */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * @param index 0..size-1
     * @return the move at that index
     */
    public int get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return moves[index];
    }

    /**
     * @param index 0..size-1
     * @return the probability of the chance outcome at that index; NaN for a decision move
     */
    public double probability(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return probabilities[index];
    }

    /**
     * @param move a move
     * @return the index of the first occurrence of the move, or -1
     */
    public int indexOf(int move) {
        for (int i = 0; i < size; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }

    /**
     * @param move a move
     * @return whether the list contains the move
     */
    public boolean contains(int move) {
        return indexOf(move) >= 0;
    }

    /**
     * Exchanges two entries, moves and probabilities together; the tool of move ordering.
     *
     * @param i an index 0..size-1
     * @param j an index 0..size-1
     */
    public void swap(int i, int j) {
        if (i >= size || j >= size) {
            throw new IndexOutOfBoundsException(Math.max(i, j));
        }
        int move = moves[i];
        moves[i] = moves[j];
        moves[j] = move;
        double probability = probabilities[i];
        probabilities[i] = probabilities[j];
        probabilities[j] = probability;
    }

    /** @return a copy of the moves, for results and tests (allocates) */
    public int[] toArray() {
        return Arrays.copyOf(moves, size);
    }
}
