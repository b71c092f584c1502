package org.stratagem.game.gomoku;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.search.SearchSession;

/**
 * The platform's side of one run of a command, for tests: its arguments and streams, and one search
 * session that stands for every strategy it opens; records the strategies opened.
 */
final class FakeContext implements CommandContext {
    private final BufferedReader input;
    private final PrintStream output;
    private final SearchSession session;
    private final List<String> arguments;
    private final List<String> opened = new ArrayList<>();

    /**
     * @param input     the command's input
     * @param output    where it prints
     * @param session   the session of every strategy it opens
     * @param arguments its arguments
     */
    FakeContext(BufferedReader input, PrintStream output, SearchSession session, String... arguments) {
        this.input = input;
        this.output = output;
        this.session = session;
        this.arguments = List.of(arguments);
    }

    @Override
    public List<String> arguments() {
        return arguments;
    }

    @Override
    public BufferedReader input() {
        return input;
    }

    @Override
    public PrintStream output() {
        return output;
    }

    @Override
    public SearchSession openSearch(String strategyId) {
        opened.add(strategyId);
        return session;
    }

    /** @return the strategies opened, in order */
    List<String> opened() {
        return opened;
    }
}
