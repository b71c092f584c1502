package org.stratagem.engine.api.search;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.osgi.service.component.annotations.ComponentPropertyType;

/**
 * The {@code strategy.id} service property of a Declarative Services component, the id of a
 * {@link Searcher} (or an {@link org.stratagem.engine.api.table.TableSolver}), written once:
 * {@code @StrategyId(AlphaBetaSearcher.ID)}. A component property type: bnd writes the property
 * into the component's description, as if it were spelled out in
 * {@code @Component(property = ...)}.
 *
 * @see org.stratagem.engine.api.ServiceProperties#STRATEGY_ID
 */
@ComponentPropertyType
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface StrategyId {
    /** @return the id */
    String value();
}
