package org.stratagem.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.game.gomoku.GomokuGame;
import org.stratagem.game.puzzles.klotski.KlotskiGame;
import org.stratagem.game.puzzles.trianglewar.TriangleWarGame;
import org.stratagem.game.puzzles.twofour.TwoFourGame;

/**
 * The hot paths every search runs through, per game, on the first position of the game's
 * {@code bench} list: generating the legal moves, and making and taking back each of them.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HotPathBenchmark {
    /** The game. */
    @Param({"twofour", "trianglewar", "klotski", "gomoku"})
    public String game;

    private Position position;
    private final MoveList moves = new MoveList();

    /** Sets up the position. */
    @Setup
    public void setUp() {
        Game<?> chosen = switch (game) {
            case "twofour" -> new TwoFourGame();
            case "trianglewar" -> new TriangleWarGame();
            case "gomoku" -> new GomokuGame();
            default -> new KlotskiGame();
        };
        position = start(chosen);
        position.legalMoves(moves);
    }

    private static <P extends Position> Position start(Game<P> game) {
        return game.parsePosition(BenchmarkedGame.benchmarkOf(game).orElseThrow().positions().get(0));
    }

    /** @return the number of legal moves, generated afresh */
    @Benchmark
    public int generateMoves() {
        position.legalMoves(moves);
        return moves.size();
    }

    /** @return a key after every legal move made and taken back (divide by the move count for one) */
    @Benchmark
    public long makeAndUndoEveryMove() {
        long keys = 0;
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            keys += position.key();
            position.undoMove();
        }
        return keys;
    }
}
