package org.stratagem.engine.search.alphabeta;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.search.common.SearchRun;

/**
 * The order in which one search thread tries the moves of a node (Stockfish's {@code movepick.cpp}
 * and {@code history.h} in miniature): the transposition table's move, then the node's two killer
 * moves, then every other move by its history score, ties in the generator's order. Alpha-beta
 * prunes most when the best move comes first; the order never changes a value, only the work. In
 * two stages, as Stockfish's move picker works: the table's move and the killers are brought to the
 * front when the node begins; the other moves are sorted only if the search gets to them, which
 * most nodes, cut off by one of the first moves, never do (sorting every node cost Triangle War's
 * proof twice the time for 3% fewer nodes).
 *
 * <p>Killer moves: two per ply, the last two moves that caused a beta cutoff at that ply. A move
 * that refuted one line often refutes its neighbours (the killer heuristic of Akl and Newborn,
 * 1977). Moves are {@code int}s the game defines, so a killer from another node is used only where
 * the generator lists it.
 *
 * <p>History (Schaeffer, "The history heuristic and alpha-beta search enhancements in practice",
 * IEEE PAMI 11(11), 1989): a score per (seat, move), raised by depth² when the move causes a
 * cutoff and lowered as much for each move tried before it at that node, with Stockfish's
 * "gravity" ({@code h += bonus - h * |bonus| / max}) keeping it within ±{@value #HISTORY_MAX}, so
 * that recent cutoffs outweigh old ones. The seat is part of the index because a move's number
 * means a different move for each seat in many games. A move's number has no known range, so the
 * history is a fixed table of 2^{@value #HISTORY_BITS} counters indexed by a hash of (seat, move):
 * moves that share a counter share a score, which costs ordering quality, never correctness.
 *
 * <p>One instance per search thread, fresh for every search (so a one-thread search is
 * deterministic); it allocates nothing once its scratch array has grown to the widest node.
 */
final class MoveOrdering {
    /** The most moves {@link #placeFirst} brings to the front: the table's move and two killers. */
    static final int SPECIAL_MOVES = 3;

    private static final int HISTORY_BITS = 14;
    private static final int HISTORY_MAX = 1 << 14;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private final int[] history = new int[1 << HISTORY_BITS];
    private final int[] killers = new int[2 * (SearchRun.MAX_PLY + 2)];
    private int[] scores = new int[64];

    MoveOrdering() {
        Arrays.fill(killers, MoveList.NONE);
    }

    /**
     * Brings the table's move and the killers to the front of a node's moves, in that order, the
     * other moves keeping the generator's order: the first stage of the ordering, which costs a scan
     * of the list. Most nodes end with one of these moves, and never need the second stage.
     *
     * @param list      the node's moves, in the generator's order
     * @param tableMove the transposition table's move, or {@link MoveList#NONE}
     * @param ply       the node's ply
     * @return the number of moves brought to the front, at most {@value #SPECIAL_MOVES}
     */
    int placeFirst(MoveList list, int tableMove, int ply) {
        int placed = bringToFront(list, tableMove, 0);
        placed = bringToFront(list, killers[2 * ply], placed);
        return bringToFront(list, killers[2 * ply + 1], placed);
    }

    /**
     * Moves a move of the list to the place {@code front}, the moves between moving down one place.
     *
     * @param list  the node's moves
     * @param move  the move, or {@link MoveList#NONE}
     * @param front the place, before which the moves stay where they are
     * @return {@code front + 1} if the move was at that place or after it, else {@code front}
     */
    static int bringToFront(MoveList list, int move, int front) {
        int at = move == MoveList.NONE ? -1 : list.indexOf(move);
        if (at < front) {
            return front;
        }
        for (int i = at; i > front; i--) {
            list.swap(i, i - 1);
        }
        return front + 1;
    }

    /**
     * Sorts the moves from {@code from} to before {@code to} by their history, highest first, ties in
     * the order they are in: the second stage, for the nodes that the first did not end.
     *
     * @param list the node's moves
     * @param from the first move to sort
     * @param to   the end of the moves to sort (the moves from there on keep their places)
     * @param seat the seat to move
     */
    void sortByHistory(MoveList list, int from, int to, int seat) {
        if (scores.length < to) {
            scores = new int[Math.max(to, 2 * scores.length)];
        }
        for (int i = from; i < to; i++) {
            scores[i] = history[historyIndex(seat, list.get(i))];
        }
        // Insertion sort: stable, so equal scores keep the generator's order; lists are short.
        for (int i = from + 1; i < to; i++) {
            for (int j = i; j > from && scores[j - 1] < scores[j]; j--) {
                int score = scores[j];
                scores[j] = scores[j - 1];
                scores[j - 1] = score;
                list.swap(j, j - 1);
            }
        }
    }

    /**
     * Moves a node's move to the end of its list, the moves after it moving up one place: a move put
     * off until the others are searched.
     *
     * @param list  the node's moves
     * @param index the move's index
     */
    static void moveToEnd(MoveList list, int index) {
        for (int i = index; i < list.size() - 1; i++) {
            list.swap(i, i + 1);
        }
    }

    /**
     * Learns from a beta cutoff: the move becomes the ply's first killer, and its history rises
     * while that of the moves tried before it falls.
     *
     * @param list  the node's moves, in the order searched
     * @param index the index of the move that caused the cutoff
     * @param ply   the node's ply
     * @param seat  the seat to move
     * @param depth the node's depth
     */
    void cutoff(MoveList list, int index, int ply, int seat, int depth) {
        int move = list.get(index);
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
        int bonus = Math.min(depth * depth, HISTORY_MAX);
        addHistory(seat, move, bonus);
        for (int i = 0; i < index; i++) {
            addHistory(seat, list.get(i), -bonus);
        }
    }

    private void addHistory(int seat, int move, int bonus) {
        int at = historyIndex(seat, move);
        history[at] += bonus - history[at] * Math.abs(bonus) / HISTORY_MAX;
    }

    private static int historyIndex(int seat, int move) {
        return (int) ((((long) move << 16) ^ seat) * GOLDEN >>> (64 - HISTORY_BITS));
    }
}
