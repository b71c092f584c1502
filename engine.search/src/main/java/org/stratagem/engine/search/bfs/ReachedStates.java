package org.stratagem.engine.search.bfs;

import java.util.Arrays;

/**
 * The states a shortest-path search has reached, one record each (the record it was reached
 * from, the move, the total cost, the depth in moves, the canonical key), held in parallel
 * growable arrays, and the queue of records to expand.
 *
 * <p>The queue is a bucket queue (R. B. Dial, "Algorithm 360: shortest-path forest with
 * topological ordering", CACM 12(11), 1969): one first-in first-out list per total cost, taken in
 * increasing cost. With unit costs it is a single FIFO list advancing layer by layer, which is
 * breadth-first search; with other costs it is uniform-cost search without a heap. The bucket
 * heads take memory in proportion to the largest total cost, which suits puzzles with small costs.
 */
final class ReachedStates {
    private static final int RECORD_BYTES = 5 * Integer.BYTES + Long.BYTES;

    private final long budgetBytes;
    private int[] parents = new int[1024];
    private int[] moves = new int[1024];
    private int[] costs = new int[1024];
    private int[] depths = new int[1024];
    private int[] next = new int[1024];
    private long[] keys = new long[1024];
    private int size;
    private int[] heads = new int[0];
    private int[] tails = new int[0];
    private int lowestCost;
    private int highestCost = -1;

    /**
     * @param budgetBytes the most memory the records may take
     */
    ReachedStates(long budgetBytes) {
        this.budgetBytes = budgetBytes;
    }

    /**
     * Records a reached state and queues it.
     *
     * @param parent the record it was reached from, or -1 for the root
     * @param move   the move from there
     * @param cost   the total cost from the root, not below the cost of any record taken from the queue
     * @param depth  the number of moves from the root
     * @param key    the state's canonical key
     * @return the new record, or -1 if the records would outgrow their budget
     */
    int add(int parent, int move, int cost, int depth, long key) {
        if (size == parents.length && !grow()) {
            return -1;
        }
        int record = size++;
        parents[record] = parent;
        moves[record] = move;
        costs[record] = cost;
        depths[record] = depth;
        keys[record] = key;
        enqueue(record, cost);
        return record;
    }

    /** @return the cheapest queued record, first queued first among equal costs, or -1 if none is left */
    int poll() {
        while (lowestCost <= highestCost && heads[lowestCost] < 0) {
            lowestCost++;
        }
        if (lowestCost > highestCost) {
            return -1;
        }
        int record = heads[lowestCost];
        heads[lowestCost] = next[record];
        return record;
    }

    int parent(int record) {
        return parents[record];
    }

    int move(int record) {
        return moves[record];
    }

    int cost(int record) {
        return costs[record];
    }

    int depth(int record) {
        return depths[record];
    }

    long key(int record) {
        return keys[record];
    }

    /** @return the memory held, in bytes */
    long bytes() {
        return (long) parents.length * RECORD_BYTES + 2L * heads.length * Integer.BYTES;
    }

    private boolean grow() {
        int capacity = size * 2;
        if ((long) capacity * RECORD_BYTES > budgetBytes) {
            return false;
        }
        parents = Arrays.copyOf(parents, capacity);
        moves = Arrays.copyOf(moves, capacity);
        costs = Arrays.copyOf(costs, capacity);
        depths = Arrays.copyOf(depths, capacity);
        next = Arrays.copyOf(next, capacity);
        keys = Arrays.copyOf(keys, capacity);
        return true;
    }

    private void enqueue(int record, int cost) {
        if (cost >= heads.length) {
            int old = heads.length;
            int length = Math.max(cost + 1, 2 * old);
            heads = Arrays.copyOf(heads, length);
            tails = Arrays.copyOf(tails, length);
            Arrays.fill(heads, old, length, -1);
        }
        next[record] = -1;
        if (heads[cost] < 0) {
            heads[cost] = record;
        } else {
            next[tails[cost]] = record;
        }
        tails[cost] = record;
        highestCost = Math.max(highestCost, cost);
    }
}
