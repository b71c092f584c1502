package org.stratagem.engine.api.search;

import java.util.List;

/**
 * A progress report of a running search, typically one per completed iteration.
 *
 * @param depth  the depth completed
 * @param score  the score of the best move, on the {@link Score} scale, for the team to move at the root
 * @param pv     the principal variation, moves in the game's notation
 * @param nodes  positions visited so far
 * @param millis time spent so far
 */
public record SearchProgress(int depth, int score, List<String> pv, long nodes, long millis) {

    /** @return nodes per second so far */
    public long nodesPerSecond() {
        return millis == 0 ? nodes * 1000 : nodes * 1000 / millis;
    }
}
