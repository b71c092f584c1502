package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.expectimax.ExpectimaxSearcher;

/**
 * Junqi's belief model and search, warm and in-process, on a game of random moves from random lineups
 * (seed 3) seen by seat 0: the belief state after 60 moves searched by {@code expectimax} to depth 2 with
 * each generator (the search's nodes per second is its nodes over the time of one operation), the
 * beliefs of all 100 moves rebuilt from the referee's lines with the belief state built after each, as the
 * brain does before each search (the cost of a belief update is the time over 100), and one deployment
 * drawn from the beliefs.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class JunqiBenchmark {
    private static final int MOVES = 100;
    private static final int SEARCHED_AFTER = 60;

    private Variant variant;
    private final List<String[]> observed = new ArrayList<>();
    private Beliefs searched;
    private Beliefs last;
    private final SplittableRandom draws = new SplittableRandom(1);

    /** Referees the game and keeps its {@code RESULT} and {@code OUT} lines, which seat 0 sees. */
    @Setup
    public void playTheGame() {
        variant = Variant.SIGUO.with(Map.of("lineup", "random:3"));
        Referee referee = new Referee(variant, variant.lineups(), 0);
        SplittableRandom random = new SplittableRandom(3);
        MoveList legal = new MoveList();
        for (int ply = 0; ply < MOVES && !referee.over(); ply++) {
            if (ply == SEARCHED_AFTER) {
                searched = beliefsOf(observed);
            }
            JunqiPosition position = referee.position();
            position.legalMoves(legal);
            String move = new JunqiGame().variant(variant.options()).formatMove(position, legal.get(random.nextInt(legal.size())));
            for (String line : referee.answer("MOVE " + move).lines()) {
                observed.add(line.split(" "));
            }
        }
        last = beliefsOf(observed);
    }

    private Beliefs beliefsOf(List<String[]> lines) {
        Lineup[] lineups = variant.lineups();
        Beliefs beliefs = new Beliefs(variant, 0, lineups[0], lineups[2]);
        lines.forEach(words -> replay(beliefs, words));
        return beliefs;
    }

    private void replay(Beliefs beliefs, String[] words) {
        if (words[0].equals("RESULT")) {
            Observation seen = Observation.parse(variant.board(), words);
            beliefs.observe(seen.from(), seen.to(), seen.collision(), seen.flags());
        } else if (words[0].equals("OUT")) {
            beliefs.seatOut(Integer.parseInt(words[1]));
        }
    }

    /** @return the search's result: depth 2 over the belief state after 60 moves, every legal move */
    @Benchmark
    public SearchResult beliefSearchLegal() {
        return beliefSearch(MoveGenerator.legal());
    }

    /** @return the search's result: depth 2 over the belief state after 60 moves, seed 003's pruning */
    @Benchmark
    public SearchResult beliefSearchContacts() {
        return beliefSearch(new ContactMoves());
    }

    private SearchResult beliefSearch(MoveGenerator<BeliefPosition> moves) {
        BeliefPosition root = BeliefPosition.of(searched, searched.seat());
        return new ExpectimaxSearcher().search(SearchRequest.of(new BeliefGame(variant), root, SearchLimits.depth(2))
                .withMoves(moves).withEvaluator(new BeliefEvaluator()));
    }

    /** @return the beliefs of all 100 moves, the belief state the search starts from built after each */
    @Benchmark
    public long beliefUpdates() {
        Lineup[] lineups = variant.lineups();
        Beliefs beliefs = new Beliefs(variant, 0, lineups[0], lineups[2]);
        long keys = 0;
        for (String[] words : observed) {
            replay(beliefs, words);
            keys ^= BeliefPosition.of(beliefs, 0).key();
        }
        return keys;
    }

    /** @return a deployment drawn from the beliefs after 100 moves */
    @Benchmark
    public JunqiPosition drawFromTheBeliefs() {
        return last.sample(draws, 0);
    }
}
