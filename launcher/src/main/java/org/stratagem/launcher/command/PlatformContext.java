package org.stratagem.launcher.command;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.launcher.session.Bindings;

/**
 * The platform's {@link CommandContext}: the same for the command line and the shell, differing
 * only in the streams.
 *
 * @param arguments the arguments after the command's name
 * @param input     the input text
 * @param output    where results go
 * @param bindings  the wiring, which opens contained searches
 */
public record PlatformContext(List<String> arguments, BufferedReader input, PrintStream output, Bindings bindings)
        implements CommandContext {

    @Override
    public SearchSession openSearch(String strategyId) {
        return bindings.openSearch(strategyId);
    }
}
