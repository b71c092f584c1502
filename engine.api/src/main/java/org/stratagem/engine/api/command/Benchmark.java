package org.stratagem.engine.api.command;

import java.util.List;

/**
 * A game's fixed searches for {@code ./stratagem bench}: positions in the game's notation, each
 * searched afresh, one thread, a fixed memory budget, by the game's preferred strategy to a fixed
 * depth. The total number of positions visited is the signature of the engine's behaviour on the
 * game, as Stockfish's {@code bench} is: a change that alters it changes what the engine does.
 *
 * @param positions the positions, in the game's notation, none terminal
 * @param depth     the depth in plies; 0 searches to the end (a puzzle solved, a small game proven)
 */
public record Benchmark(List<String> positions, int depth) {

    /**
     * @throws IllegalArgumentException if there is no position or the depth is negative
     */
    public Benchmark {
        positions = List.copyOf(positions);
        if (positions.isEmpty() || depth < 0) {
            throw new IllegalArgumentException("a benchmark needs positions and a depth of at least 0");
        }
    }
}
