package org.stratagem.game.puzzles.common;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The platform's side of one run of a command, for tests: its arguments, its input, and one search
 * session for whatever strategy it opens; records what it prints and which strategies it opens.
 */
public final class FakePlatform implements CommandContext {
    private final List<String> arguments;
    private final String input;
    private final SearchSession session;
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final List<String> opened = new ArrayList<>();

    /**
     * @param input     the command's standard input
     * @param session   the session every strategy it opens is
     * @param arguments its arguments
     */
    public FakePlatform(String input, SearchSession session, String... arguments) {
        this.arguments = List.of(arguments);
        this.input = input;
        this.session = session;
    }

    @Override
    public List<String> arguments() {
        return arguments;
    }

    @Override
    public BufferedReader input() {
        return new BufferedReader(new StringReader(input));
    }

    @Override
    public PrintStream output() {
        return new PrintStream(printed, true, StandardCharsets.UTF_8);
    }

    @Override
    public SearchSession openSearch(String strategyId) {
        opened.add(strategyId);
        return session;
    }

    /** @return the lines printed */
    public List<String> lines() {
        return printed.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** @return the strategies opened, in order */
    public List<String> opened() {
        return opened;
    }
}
