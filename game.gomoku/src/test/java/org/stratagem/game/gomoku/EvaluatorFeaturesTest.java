package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A measurement, not a test: the data {@link PatternEvaluator}'s weights are fitted to, a line a position
 * where the game goes on, the evaluator's score is not decisive and neither side has a five to make: the
 * side to move's expected score (0 to 1), 1 if black is to move, the ply, then the network's inputs
 * ({@link PatternEvaluator#networkInputs}). {@code game.gomoku/measure/fit-weights.py fit FILE} fits the
 * weights. Two sources, each run only when its property is set:
 * <ul>
 * <li>{@code -Dgomoku.features=DIR[,DIR...]}: the games {@code ./stratagem match gomoku ... --save DIR}
 *     saved (freestyle 15x15; games lost by forfeit or time are left out), each position after the
 *     opening's four stones scored by the game's result (1, 0.5, 0); written to {@code features.csv} in the
 *     first folder;</li>
 * <li>{@code -Dgomoku.scored=FILE}: freestyle positions a teacher scored, a line each, {@code SCORE;MOVES}
 *     ({@code fit-weights.py label} writes them: SCORE is the teacher's for the side to move, beyond
 *     &plusmn;{@value #TEACHER_WIN} a win or loss), each scored {@code 1 / (1 + exp(-SCORE / }{@value #TEACHER_SCALE}{@code ))},
 *     1 or 0 when decided; written to {@code FILE.csv}.</li>
 * </ul>
 */
class EvaluatorFeaturesTest {
    private static final int OPENING_STONES = 4;
    /** A teacher's score beyond this is a win or a loss (Gomocup brains report them as about ±32 000). */
    static final int TEACHER_WIN = 30_000;
    /** The teacher's score that means odds of e to 1. */
    static final double TEACHER_SCALE = 250;

    @Test
    @EnabledIfSystemProperty(named = "gomoku.scored", matches = ".+")
    void writeScoredFeatures() throws IOException {
        Path scored = Path.of(System.getProperty("gomoku.scored"));
        GomokuGame game = new GomokuGame();
        int positions = 0;
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(scored + ".csv")))) {
            for (String line : Files.readAllLines(scored)) {
                String[] fields = line.split(";");
                GomokuPosition position = game.parsePosition(fields[1].strip());
                if (fields[0].equals("None") || !fitted(position)) {
                    continue;
                }
                int score = Integer.parseInt(fields[0]);
                double expected = score > TEACHER_WIN ? 1 : score < -TEACHER_WIN ? 0 : 1 / (1 + Math.exp(-score / TEACHER_SCALE));
                out.println(features(position, expected, position.stones()));
                positions++;
            }
        }
        System.out.println("features of " + positions + " positions in " + scored + ".csv");
        assertTrue(positions > 0, "no positions in " + scored);
    }

    /** @return whether the position is one the weights are fitted on: the game goes on, no five to make, a heuristic score */
    private static boolean fitted(GomokuPosition position) {
        int mover = position.seatToMove();
        return !position.isTerminal() && position.patternCount(mover, Pattern.FIVE) == 0
                && position.patternCount(1 - mover, Pattern.FIVE) == 0
                && Math.abs(new PatternEvaluator().evaluate(position)) <= PatternEvaluator.HEURISTIC_BOUND;
    }

    @Test
    @EnabledIfSystemProperty(named = "gomoku.features", matches = ".+")
    void writeFeatures() throws IOException {
        List<Path> folders = Arrays.stream(System.getProperty("gomoku.features").split(",")).map(Path::of).toList();
        int positions = 0;
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(folders.get(0).resolve("features.csv")))) {
            for (Path folder : folders) {
                try (DirectoryStream<Path> games = Files.newDirectoryStream(folder, "game-*.txt")) {
                    for (Path game : games) {
                        positions += writePositions(SavedGame.read(game), out);
                    }
                }
            }
        }
        System.out.println("features of " + positions + " positions in " + folders.get(0).resolve("features.csv"));
        assertTrue(positions > 0, "no positions in " + folders);
    }

    private static int writePositions(SavedGame saved, PrintWriter out) {
        if (saved == null) {
            return 0;
        }
        GomokuGame game = new GomokuGame();
        PatternEvaluator evaluator = new PatternEvaluator();
        GomokuPosition position = game.parsePosition(String.join(" ", saved.moves().subList(0, OPENING_STONES)));
        int written = 0;
        for (int ply = OPENING_STONES; ply < saved.moves().size() && !position.isTerminal(); ply++) {
            int mover = position.seatToMove();
            if (Math.abs(evaluator.evaluate(position)) <= PatternEvaluator.HEURISTIC_BOUND
                    && position.patternCount(1 - mover, Pattern.FIVE) == 0) {
                out.println(features(position, mover == 0 ? saved.blackScore() : 1 - saved.blackScore(), ply));
                written++;
            }
            position.makeMove(game.parseMove(position, saved.moves().get(ply)));
        }
        return written;
    }

    private static String features(GomokuPosition position, double result, int ply) {
        int mover = position.seatToMove();
        StringBuilder line = new StringBuilder().append(result).append(',').append(mover == 0 ? 1 : 0).append(',').append(ply);
        int[] inputs = new int[PatternEvaluator.INPUTS];
        PatternEvaluator.networkInputs(position, mover, inputs);
        for (int input : inputs) {
            line.append(',').append(input);
        }
        return line.toString();
    }

    /** A game as {@code match --save} writes it: its moves from the empty board and black's result. */
    private record SavedGame(List<String> moves, double blackScore) {
        /** @return the game, or null if it did not end on the board (a forfeit, a loss on time) */
        static SavedGame read(Path file) throws IOException {
            List<String> moves = new ArrayList<>();
            int aTeam = 0;
            String result = "";
            for (String line : Files.readAllLines(file)) {
                String[] words = line.strip().split("\\s+");
                switch (words[0]) {
                    case "start", "move" -> moves.addAll(Arrays.asList(words).subList(1, words.length));
                    case "a_team" -> aTeam = Integer.parseInt(words[1]);
                    case "result" -> result = line.strip();
                    default -> { }
                }
            }
            if (!result.endsWith(" end") || moves.size() <= OPENING_STONES) {
                return null;
            }
            double aScore = result.startsWith("result win") ? 1 : result.startsWith("result draw") ? 0.5 : 0;
            return new SavedGame(moves, aTeam == 0 ? aScore : 1 - aScore);
        }
    }
}
