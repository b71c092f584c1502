package org.stratagem.launcher.command;

import java.io.BufferedReader;
import java.io.PrintStream;
import java.util.List;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.table.TableSolver;
import org.stratagem.launcher.session.Bindings;
import org.stratagem.testkit.command.CommandConventions;

/**
 * The platform's {@link CommandContext}: the same for the command line and the shell, differing
 * only in the streams. Options and JSON follow {@link CommandConventions}; bindings, searches and
 * table solves are the platform's, contained.
 *
 * @param arguments the arguments after the command's name
 * @param input     the input text
 * @param output    where results go
 * @param bindings  the wiring, which resolves choices and opens contained searches and table solvers
 */
public record PlatformContext(List<String> arguments, BufferedReader input, PrintStream output, Bindings bindings)
        implements CommandContext {

    @Override
    public <T> T parse(T options, List<String> arguments) {
        return CommandConventions.parse(options, arguments);
    }

    @Override
    public String toJson(Object value) {
        return CommandConventions.toJson(value);
    }

    @Override
    public <P extends Position> Binding<P> bind(Game<P> game, Choice chosen, Choice defaults) {
        return bindings.bind(game, chosen, defaults);
    }

    @Override
    public SearchSession openSearch(String strategyId) {
        return bindings.openSearch(strategyId);
    }

    @Override
    public boolean plays(String strategyId, Game<?> game) {
        return bindings.supports(strategyId, game);
    }

    @Override
    public TableSolver tableSolver(String strategyId) {
        return bindings.tableSolver(strategyId);
    }
}
