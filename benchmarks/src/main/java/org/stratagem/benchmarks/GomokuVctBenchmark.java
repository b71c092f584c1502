package org.stratagem.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.game.gomoku.GomokuGame;
import org.stratagem.game.gomoku.VctSearcher;

/**
 * Time to prove a victory by continuous threats: the strategy {@code vct} (a VCF, then the proof-number
 * VCT, each search with its own tables) on freestyle positions where PentaZen claimed a forced win
 * against our engine ({@code game.gomoku/measure/claimed-wins.tsv}) and {@code vct} proves one, of 11 to
 * 19 plies in 55 000 to 420 000 positions. The positions searched are fixed by the solver's behaviour (a
 * refactor keeps them), so its speed follows from the time.
 */
public class GomokuVctBenchmark extends TimedSearchBenchmark {
    /** A position whose side to move wins by continuous threats. */
    @Param({"9,5 5,8 6,9 5,10 5,9 4,9 3,8 3,10 6,7 6,10 4,10 2,11 1,12 3,11 5,11 2,9 3,9 6,12 6,5",
        "9,7 9,5 5,8 10,5 8,6 9,4 7,6 8,3 11,6 8,4",
        "8,8 8,9 9,5 9,10 7,9 7,10 9,8 7,8 10,11 9,7 10,10 8,7 7,7 9,9 6,8 8,6 10,8 10,9 9,11 11,9 12,9 8,10 11,8 12,8"
            + " 6,10 8,11 6,9 6,11 8,12 5,11 7,13 6,14 5,12 5,6 6,7 6,6 7,6 8,5 7,11 5,9",
        "7,7 8,9 5,5 8,8 8,7 9,7 7,9 9,8 7,8 7,10 10,7 9,6 9,9 7,6 9,5 8,10 8,6 10,4 6,11 5,9 6,10 6,9 8,11 8,4 5,11"
            + " 4,11 6,4 4,9 4,6 3,7 6,5 6,7 5,8 3,9 2,9 9,4 11,4"})
    public String position;

    private final GomokuGame game = new GomokuGame();
    private final VctSearcher vct = new VctSearcher();

    /** @return the proof, within a million positions */
    @Benchmark
    public SearchResult proof() {
        return vct.search(SearchRequest.of(game, game.parsePosition(position), new SearchLimits(0, 1_000_000, 0, 16, 1)));
    }
}
