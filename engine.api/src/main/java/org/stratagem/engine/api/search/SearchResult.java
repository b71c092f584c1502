package org.stratagem.engine.api.search;

import java.util.Arrays;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Outcome;

/**
 * What a search found.
 *
 * @param bestMove the move to play, or {@link MoveList#NONE} if the search had no time to choose
 *                 (single-agent searches: the first move of the solution, NONE if there is none)
 * @param score    on the {@link Score} scale for the team to move at the root; for a single-agent
 *                 search, the cost of the solution found
 * @param proven   whether the score is exact (the game-theoretic value, or an optimal solution)
 * @param pv       the principal variation (or the whole solution of a puzzle), best move first
 * @param depth    the depth completed
 * @param nodes    positions visited
 * @param millis   time spent
 * @param tableBytes the memory held by the search's tables (transposition table, memo) at the end
 * @param tableProbes the lookups of a transposition table during the search; 0 where it has none
 * @param tableHits  the lookups that found the position
 */
public record SearchResult(int bestMove, int score, boolean proven, int[] pv, int depth, long nodes, long millis,
        long tableBytes, long tableProbes, long tableHits) {

    /**
     * Defensive copy of the variation.
     *
     * @throws IllegalArgumentException if the table counts are negative or more hits than probes
     */
    public SearchResult {
        pv = pv.clone();
        if (tableProbes < 0 || tableHits < 0 || tableHits > tableProbes) {
            throw new IllegalArgumentException("table hits " + tableHits + " of " + tableProbes + " probes");
        }
    }

    /**
     * A result of a search without a transposition table.
     *
     * @param bestMove   the move to play
     * @param score      the score for the team to move at the root
     * @param proven     whether the score is exact
     * @param pv         the principal variation
     * @param depth      the depth completed
     * @param nodes      positions visited
     * @param millis     time spent
     * @param tableBytes the memory held by the search's tables
     */
    public SearchResult(int bestMove, int score, boolean proven, int[] pv, int depth, long nodes, long millis,
            long tableBytes) {
        this(bestMove, score, proven, pv, depth, nodes, millis, tableBytes, 0, 0);
    }

    /**
     * @param probes the transposition table's lookups
     * @param hits   the lookups that found the position
     * @return this result with those table counts
     */
    public SearchResult withTableCounts(long probes, long hits) {
        return new SearchResult(bestMove, score, proven, pv, depth, nodes, millis, tableBytes, probes, hits);
    }

    /** @return the share of table lookups that found the position, in [0, 1]; 0 with no lookups */
    public double tableHitRate() {
        return tableProbes == 0 ? 0 : (double) tableHits / tableProbes;
    }

    /** @return a copy of the principal variation */
    @Override
    public int[] pv() {
        return pv.clone();
    }

    /**
     * @return the proven outcome for the team to move at the root, or null if not proven; meaningful
     *         for games of two teams (a single-agent search reports its solution's cost as the score,
     *         and its bestMove is NONE when the puzzle has no solution)
     */
    public Outcome outcome() {
        return proven ? Outcome.ofValue(Score.outcome(score)) : null;
    }

    /** @return nodes per second */
    public long nodesPerSecond() {
        return millis == 0 ? nodes * 1000 : nodes * 1000 / millis;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SearchResult that && bestMove == that.bestMove && score == that.score
                && proven == that.proven && Arrays.equals(pv, that.pv) && depth == that.depth
                && nodes == that.nodes && millis == that.millis && tableBytes == that.tableBytes
                && tableProbes == that.tableProbes && tableHits == that.tableHits;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pv) * 31 + Long.hashCode(nodes) * 17 + score;
    }

    @Override
    public String toString() {
        return "SearchResult[bestMove=" + bestMove + ", score=" + score + ", proven=" + proven + ", pv="
                + Arrays.toString(pv) + ", depth=" + depth + ", nodes=" + nodes + ", millis=" + millis
                + ", tableBytes=" + tableBytes + ", tableProbes=" + tableProbes + ", tableHits=" + tableHits + "]";
    }
}
