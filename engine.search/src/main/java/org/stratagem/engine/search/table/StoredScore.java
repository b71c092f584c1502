package org.stratagem.engine.search.table;

import org.stratagem.engine.api.search.Score;

/**
 * How a {@link Score} is kept in a {@link TranspositionTable}: a proven score with a margin counts
 * its plies from the root, but an entry is found again at other depths, so it is stored counting
 * from the node where it was found and read back counting from the node where it is read, as
 * Stockfish stores mate scores ({@code value_to_tt} and {@code value_from_tt} in its
 * {@code search.cpp}). Heuristic scores, draws and outcomes without a margin carry no distance and
 * are stored as they are.
 */
public final class StoredScore {

    private StoredScore() {
    }

    /**
     * @param score a score, counting plies from the root
     * @param ply   the ply of the node where it is stored
     * @return the score counting plies from that node
     */
    public static int toStored(int score, int ply) {
        if (!Score.isDecisive(score) || !Score.hasMargin(score)) {
            return score;
        }
        return score > 0 ? score + ply : score - ply;
    }

    /**
     * @param stored a score read from a transposition table, counting plies from its node
     * @param ply    the ply of the node where it is read
     * @return the score counting plies from the root
     */
    public static int fromStored(int stored, int ply) {
        if (!Score.isDecisive(stored) || !Score.hasMargin(stored)) {
            return stored;
        }
        return stored > 0 ? stored - ply : stored + ply;
    }
}
