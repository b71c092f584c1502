package org.stratagem.launcher.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.game.gomoku.GomokuGame;

/**
 * {@code launcher/bin/pbrain-stratagem} in whole games as a Gomocup tournament manager plays them: two
 * brain processes, {@code START} (or {@code RECTSTART}), the {@code INFO} lines of the time controls, the
 * memory and the rule bits, {@code BEGIN} to the first, then {@code TURN} to each in turn, until five in
 * a row by the rule (judged by game.gomoku) or a full board, then {@code END}. Any forfeit fails the test:
 * an answer that is not a move, a move off the board, onto a stone or (black under renju) a forbidden
 * point, or an answer later than the turn time with the managers' usual tolerance. One game under each
 * rule on 15x15 and freestyle on 20x20, as Gomocup's leagues play.
 */
class GomocupManagerIT {
    private static final Path BRAIN = Path.of("bin", "pbrain-stratagem").toAbsolutePath().normalize();
    /** The turn time, in milliseconds. */
    private static final long TURN_MILLIS = 100;
    /** What a manager forgives beyond the turn time (c-gomoku-cli's default tolerance is 1 s). */
    private static final long TOLERANCE_MILLIS = 1000;
    /** The time a brain has to start and answer {@code START}. */
    private static final long START_MILLIS = 60_000;

    @Test
    void wholeGamesUnderEveryRuleWithoutAForfeit() throws Exception {
        play("freestyle", 0, 15);
        play("standard", 1, 15);
        play("renju", 4, 15);
        play("caro", 8, 15);
        play("freestyle", 0, 20);
    }

    /** Plays a game to its end; a forfeit fails the test. */
    private static void play(String rule, int ruleBits, int size) throws Exception {
        Game<? extends Position> game = new GomokuGame().variant(Map.of("rule", rule, "size", String.valueOf(size)));
        try (Brain black = new Brain(); Brain white = new Brain()) {
            for (Brain brain : List.of(black, white)) {
                assertEquals("OK", brain.ask("START " + size, START_MILLIS), rule + ": START");
                brain.send("INFO timeout_turn " + TURN_MILLIS);
                brain.send("INFO timeout_match 0");
                brain.send("INFO max_memory 209715200");
                brain.send("INFO rule " + ruleBits);
            }
            playOut(game, rule + " " + size + "x" + size, black, white);
        }
    }

    private static <P extends Position> void playOut(Game<P> game, String where, Brain black, Brain white)
            throws Exception {
        P position = game.parsePosition("");
        String answer = black.ask("BEGIN", TURN_MILLIS + TOLERANCE_MILLIS);
        for (int ply = 0; ; ply++) {
            Brain mover = ply % 2 == 0 ? black : white;
            assertTrue(answer != null, where + ", ply " + ply + ": no answer in time (" + mover.log() + ")");
            int move;
            try {
                move = game.parseMove(position, answer);
            } catch (NotationException illegal) {
                throw new AssertionError(where + ", ply " + ply + ": '" + answer + "' forfeits: " + illegal.getMessage());
            }
            position.makeMove(move);
            if (position.isTerminal()) {
                black.send("END");
                white.send("END");
                return;
            }
            Brain next = ply % 2 == 0 ? white : black;
            answer = next.ask("TURN " + answer, TURN_MILLIS + TOLERANCE_MILLIS);
        }
    }

    /** One brain process: lines sent, answers awaited, {@code MESSAGE} and {@code DEBUG} lines set aside. */
    private static final class Brain implements AutoCloseable {
        private final Process process;
        private final PrintStream in;
        private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
        private final List<String> messages = new ArrayList<>();

        Brain() throws IOException {
            process = new ProcessBuilder(BRAIN.toString()).directory(Files.createTempDirectory("manager").toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            in = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
            Thread reader = new Thread(this::read);
            reader.setDaemon(true);
            reader.start();
        }

        private void read() {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.startsWith("MESSAGE") || line.startsWith("DEBUG")) {
                        synchronized (messages) {
                            messages.add(line);
                        }
                    } else {
                        answers.add(line);
                    }
                }
            } catch (IOException gone) {
                answers.add("gone: " + gone.getMessage());
            }
        }

        void send(String line) {
            in.print(line + "\r\n");
            in.flush();
        }

        /** @return the answer, or null if none came in time */
        String ask(String line, long millis) throws InterruptedException {
            answers.clear();
            send(line);
            return answers.poll(millis, TimeUnit.MILLISECONDS);
        }

        String log() {
            synchronized (messages) {
                return messages.isEmpty() ? "no message" : messages.get(messages.size() - 1);
            }
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
