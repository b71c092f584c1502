package org.stratagem.game.junqi;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * A seat as the referee talks to it over jbrain: lines sent, answers awaited until a deadline.
 * {@code MESSAGE}, {@code ERROR} and {@code UNKNOWN} lines are not answers: they go to the log as they
 * come. Two kinds: a brain in this process ({@link #inProcess}) and a brain program ({@link #program}); once a
 * program has ended, every await returns at once without an answer.
 */
interface SeatPlayer extends AutoCloseable {

    /** @param line a line for the brain */
    void send(String line);

    /**
     * @param deadline the {@link System#nanoTime()} after which the answer is late
     * @return the brain's next answer, or null if none came in time (or the brain is gone)
     */
    String await(long deadline);

    /** Forgets the answers that came too late for the question they answered, logging them. */
    void drain();

    /** Ends the brain: {@code QUIT}, and for a program its process; nothing it says from then on is logged. */
    @Override
    void close();

    /**
     * @param brain the brain
     * @param log   where the brain's log lines go
     * @return a seat played by the brain in this process, which answers at once
     */
    static SeatPlayer inProcess(JunqiBrain brain, Consumer<String> log) {
        Queue<String> answers = new ArrayDeque<>();
        return new SeatPlayer() {
            @Override
            public void send(String line) {
                for (String answer : brain.answer(line)) {
                    if (isLog(answer)) {
                        log.accept(answer);
                    } else {
                        answers.add(answer);
                    }
                }
            }

            @Override
            public String await(long deadline) {
                return answers.poll();
            }

            @Override
            public void drain() {
                answers.forEach(late -> log.accept("late answer '" + late + "'"));
                answers.clear();
            }

            @Override
            public void close() {
                answers.clear();
            }
        };
    }

    /**
     * @param command a shell command that runs a brain ({@code sh -c command}), its standard error the referee's
     * @param log     where the brain's log lines go
     * @return a seat played by that program
     * @throws UncheckedIOException if the program cannot be started
     */
    static SeatPlayer program(String command, Consumer<String> log) {
        Process process;
        try {
            process = new ProcessBuilder(List.of("sh", "-c", command)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException unstartable) {
            throw new UncheckedIOException("cannot start '" + command + "'", unstartable);
        }
        BlockingQueue<String> answers = new LinkedBlockingQueue<>();
        // queued, by identity, when the program's output ends: no answer will come, so none is awaited
        String gone = new String("the brain has ended");
        AtomicBoolean closing = new AtomicBoolean();
        Consumer<String> logUnlessClosing = line -> {
            if (!closing.get()) {
                log.accept(line);
            }
        };
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (isLog(line)) {
                        logUnlessClosing.accept(line);
                    } else {
                        answers.add(line);
                    }
                }
            } catch (IOException failed) {
                logUnlessClosing.accept("the brain's output failed: " + failed.getMessage());
            }
            logUnlessClosing.accept("the brain has ended");
            answers.add(gone);
        }, "jbrain reader: " + command);
        reader.setDaemon(true);
        reader.start();
        PrintStream in = new PrintStream(process.getOutputStream(), false, StandardCharsets.UTF_8);
        return new SeatPlayer() {
            @Override
            public void send(String line) {
                in.print(line + "\n");
                in.flush();
            }

            @Override
            public String await(long deadline) {
                try {
                    String answer = answers.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                    if (answer == gone) {
                        answers.add(gone);
                        return null;
                    }
                    return answer;
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }

            @Override
            public void drain() {
                for (String late = answers.peek(); late != null && late != gone; late = answers.peek()) {
                    log.accept("late answer '" + answers.remove() + "'");
                }
            }

            @Override
            public void close() {
                closing.set(true);
                send("QUIT");
                in.close();
                try {
                    if (!process.waitFor(5, TimeUnit.SECONDS)) {
                        process.destroyForcibly();
                    }
                } catch (InterruptedException interrupted) {
                    process.destroyForcibly();
                    Thread.currentThread().interrupt();
                }
            }
        };
    }

    /** @return whether a brain's line is for the log ({@code MESSAGE}, {@code ERROR}, {@code UNKNOWN}), not an answer */
    private static boolean isLog(String line) {
        return line.startsWith("MESSAGE") || line.startsWith("ERROR") || line.startsWith("UNKNOWN");
    }
}
